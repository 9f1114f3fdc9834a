import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'

// WalletConnect's Solana JSON-RPC reference, both ways: what Latch sends and how it reads the wallet's answer. The
// answer comes from another device: anything but the documented shape is an error, never a guess. Here, beside the
// Wallet Standard plumbing, not in walletConnect/: the embedded wallet speaks the same requests, and an app that
// lists it without WalletConnect ships none of WalletConnect's folder.

export type SolanaWalletConnectRequest = {
  method: 'solana_signMessage' | 'solana_signTransaction' | 'solana_signAndSendTransaction'
  params: Record<string, unknown>
}

/** How the wallet sends a transaction (`sendOptions`); Wallet Standard names them the same. */
export type SolanaSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: string | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const base64 = /^[A-Za-z0-9+/]*={0,2}$/

/** `solana_signMessage`: the message's bytes in base58, and the signer. */
export function signMessageRequest(
  message: Uint8Array,
  pubkey: string,
): SolanaWalletConnectRequest {
  return {
    method: 'solana_signMessage',
    params: { message: getBase58Decoder().decode(message), pubkey },
  }
}

/** `solana_signTransaction`: the serialized transaction (legacy or versioned) in base64. */
export function signTransactionRequest(transaction: Uint8Array): SolanaWalletConnectRequest {
  return {
    method: 'solana_signTransaction',
    params: { transaction: getBase64Decoder().decode(transaction) },
  }
}

/** `solana_signAndSendTransaction`: the transaction in base64 and, when given, how to send it. */
export function signAndSendTransactionRequest(
  transaction: Uint8Array,
  options: SolanaSendOptions = {},
): SolanaWalletConnectRequest {
  const sendOptions = Object.fromEntries(
    Object.entries({
      skipPreflight: options.skipPreflight,
      preflightCommitment: options.preflightCommitment,
      maxRetries: options.maxRetries,
      minContextSlot: options.minContextSlot,
    }).filter(([, value]) => value !== undefined),
  )
  return {
    method: 'solana_signAndSendTransaction',
    params: {
      transaction: getBase64Decoder().decode(transaction),
      ...(Object.keys(sendOptions).length ? { sendOptions } : {}),
    },
  }
}

/** A `{ signature }` answer (signMessage, signAndSendTransaction): the 64 bytes of its base58. */
export function parseSignatureResult(result: unknown): Uint8Array {
  const signature = isRecord(result) ? result.signature : undefined
  const bytes = typeof signature === 'string' ? decodeBase58(signature) : undefined
  if (bytes?.length !== 64) throw new Error('The wallet answered no signature')
  return bytes
}

/**
 * A `solana_signTransaction` answer as the signed wire transaction: the wallet's `transaction` when it sends one
 * back (it may have signed more than the fee payer), else the request's transaction with its `signature` put in
 * `signer`'s place, the older answer some wallets still give.
 */
export function parseSignTransactionResult(
  result: unknown,
  request: Uint8Array,
  signer: string,
): Uint8Array {
  const record = isRecord(result) ? result : {}
  if (record.transaction !== undefined) {
    const bytes =
      typeof record.transaction === 'string' ? decodeBase64(record.transaction) : undefined
    if (!bytes) throw new Error('The wallet answered a malformed transaction')
    try {
      getTransactionDecoder().decode(bytes)
    } catch {
      throw new Error('The wallet answered a malformed transaction')
    }
    return bytes
  }
  const signature = parseSignatureResult(result)
  const transaction = getTransactionDecoder().decode(request)
  if (!Object.hasOwn(transaction.signatures, signer))
    throw new Error(`The transaction does not ask for ${signer}'s signature`)
  return new Uint8Array(
    getTransactionEncoder().encode({
      ...transaction,
      signatures: { ...transaction.signatures, [signer as Address]: signature as SignatureBytes },
    }),
  )
}

function decodeBase58(value: string): Uint8Array | undefined {
  if (!base58.test(value)) return undefined
  return new Uint8Array(getBase58Encoder().encode(value))
}

function decodeBase64(value: string): Uint8Array | undefined {
  if (!value || value.length % 4 !== 0 || !base64.test(value)) return undefined
  return new Uint8Array(getBase64Encoder().encode(value))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
