import { base64, hex } from '@scure/base'
import * as z from 'zod/mini'
import type { BitcoinWalletSide } from '../bitcoin/createBitcoinWallet'
import { ProviderRpcError, providerErrorCodes } from '../providerError'
import { walletConnectBitcoinChains } from './bitcoinChains'

/**
 * The Bitcoin methods this wallet answers over WalletConnect (WalletConnect's Bitcoin JSON-RPC reference for the
 * `bip122` namespace). `sendTransfer` is not among them: Latch builds the PSBT itself and broadcasts it.
 */
export const bitcoinSessionMethods = ['getAccountAddresses', 'signMessage', 'signPsbt'] as const

export const bitcoinSessionEvents = ['bip122_addressesChanged'] as const

const address = z.string().check(z.minLength(14), z.maxLength(100))
const base64String = z
  .string()
  .check(
    z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/),
    z.maxLength(400_000),
  )

const getAccountAddressesParams = z.object({
  account: address,
  intentions: z.optional(z.array(z.enum(['payment', 'ordinal']))),
})
const signMessageParams = z.object({
  account: address,
  message: z.string().check(z.maxLength(100_000)),
  address: z.optional(address),
  protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
})
const signPsbtParams = z.object({
  account: address,
  psbt: base64String,
  signInputs: z
    .array(
      z.object({
        address,
        index: z.int().check(z.nonnegative()),
        // SIGHASH_DEFAULT (taproot) or SIGHASH_ALL: all this wallet signs with.
        sighashTypes: z.optional(z.array(z.union([z.literal(0), z.literal(1)]))),
      }),
    )
    .check(z.minLength(1), z.maxLength(1000)),
  broadcast: z.optional(z.boolean()),
})

function parse<T extends z.ZodMiniType>(method: string, schema: T, params: unknown): z.output<T> {
  const result = schema.safeParse(params)
  if (!result.success)
    throw new ProviderRpcError(providerErrorCodes.invalidParams, `Invalid params for ${method}`)
  return result.data
}

/**
 * Answers an approved `bip122` request of a session on `chain` (CAIP-2) with the Bitcoin side's own features (the
 * Wallet Standard wallet of `createBitcoinWallet`: its keys, BIP-322 signatures and PSBT signing), translated to
 * and from the reference's encodings: signatures in hex, PSBTs in base64.
 */
export async function handleBitcoinSessionRequest(
  side: BitcoinWalletSide,
  { chain, method, params }: { chain: string; method: string; params: unknown },
): Promise<unknown> {
  const walletChain = walletConnectBitcoinChains[chain]
  if (!walletChain)
    throw new ProviderRpcError(
      providerErrorCodes.chainDisconnected,
      `The wallet does not serve ${chain}`,
    )
  const { features } = side.wallet
  const accounts = side.wallet.accounts
  const accountOf = (wanted: string) => {
    const found = accounts.find((account) => account.address === wanted)
    if (!found) throw new ProviderRpcError(providerErrorCodes.unauthorized, 'Unknown account')
    return found
  }
  const requireOwn = (account: string) => {
    // The session's account is the payment address (its first external address).
    if (account !== side.payment)
      throw new ProviderRpcError(providerErrorCodes.unauthorized, 'Unknown account')
  }
  switch (method) {
    case 'getAccountAddresses': {
      const { account, intentions } = parse(method, getAccountAddressesParams, params)
      requireOwn(account)
      const all = [
        { address: side.payment, intention: 'payment' as const },
        { address: side.ordinal, intention: 'ordinal' as const },
      ]
      return all
        .filter(({ intention }) => !intentions || intentions.includes(intention))
        .map(({ address, intention }) => ({
          address,
          publicKey: hex.encode(Uint8Array.from(accountOf(address).publicKey)),
          intention,
        }))
    }
    case 'signMessage': {
      const parsed = parse(method, signMessageParams, params)
      requireOwn(parsed.account)
      if (parsed.protocol === 'ecdsa')
        throw new ProviderRpcError(
          providerErrorCodes.invalidParams,
          'This wallet signs messages with BIP-322 only',
        )
      const signer = accountOf(parsed.address ?? parsed.account)
      const [output] = await features['bitcoin:signMessage'].signMessage({
        account: signer,
        message: new TextEncoder().encode(parsed.message),
      })
      return {
        address: signer.address,
        signature: hex.encode(output?.signature ?? new Uint8Array()),
      }
    }
    case 'signPsbt': {
      const parsed = parse(method, signPsbtParams, params)
      requireOwn(parsed.account)
      if (parsed.broadcast)
        throw new ProviderRpcError(
          providerErrorCodes.invalidParams,
          'This wallet signs PSBTs and leaves broadcasting to the app',
        )
      const byAddress = new Map<string, number[]>()
      for (const input of parsed.signInputs)
        byAddress.set(input.address, [...(byAddress.get(input.address) ?? []), input.index])
      const [output] = await features['bitcoin:signTransaction'].signTransaction({
        psbt: base64.decode(parsed.psbt),
        inputsToSign: [...byAddress].map(([address, signingIndexes]) => ({
          account: accountOf(address),
          signingIndexes,
        })),
        chain: walletChain,
      })
      return { psbt: base64.encode(output?.signedPsbt ?? new Uint8Array()) }
    }
    default:
      throw new ProviderRpcError(providerErrorCodes.unsupportedMethod, `${method} is not supported`)
  }
}
