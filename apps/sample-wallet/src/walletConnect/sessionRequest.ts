import * as z from 'zod/mini'

/** A CAIP-2 EVM chain id (`eip155:31337`) → its number. */
export const eip155ChainId = z.pipe(
  z.string().check(z.regex(/^eip155:[1-9][0-9]{0,12}$/)),
  z.transform((value) => Number(value.slice('eip155:'.length))),
)

/**
 * A WalletConnect `session_request` as the wallet library hands it over: the topic, the chain the dapp
 * addresses and the EIP-1193 request. The request's own params are checked by its method's schema.
 */
export const sessionRequest = z.object({
  id: z.number(),
  topic: z.string().check(z.minLength(1)),
  params: z.object({
    chainId: eip155ChainId,
    request: z.object({ method: z.string().check(z.maxLength(128)), params: z.unknown() }),
  }),
})

export type SessionRequest = z.output<typeof sessionRequest>
