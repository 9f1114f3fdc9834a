import * as z from 'zod/mini'

/** A CAIP-2 EVM chain id (`eip155:31337`) → its number. */
export const eip155ChainId = z.pipe(
  z.string().check(z.regex(/^eip155:[1-9][0-9]{0,12}$/)),
  z.transform((value) => Number(value.slice('eip155:'.length))),
)

/** A CAIP-2 Solana chain id (`solana:` and 32 base58 characters of the genesis hash), kept as it is. */
export const solanaChainId = z.string().check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/))

/** A CAIP-2 Bitcoin chain id (`bip122:` and the first 32 hex digits of the genesis hash), kept as it is. */
export const bitcoinChainId = z.string().check(z.regex(/^bip122:[0-9a-f]{32}$/))

/**
 * A WalletConnect `session_request` as the wallet library hands it over: the topic, the chain the dapp
 * addresses (an EVM chain's number, or a Solana or Bitcoin chain's CAIP-2 id) and the JSON-RPC request. The request's own params are checked by its method's schema.
 */
export const sessionRequest = z.object({
  id: z.number(),
  topic: z.string().check(z.minLength(1)),
  params: z.object({
    chainId: z.union([eip155ChainId, solanaChainId, bitcoinChainId]),
    request: z.object({ method: z.string().check(z.maxLength(128)), params: z.unknown() }),
  }),
})

export type SessionRequest = z.output<typeof sessionRequest>
