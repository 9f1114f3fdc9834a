import {
  assertIsFullySignedTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  getTransactionVersionDecoder,
  partiallySignTransaction,
  type Transaction,
} from '@solana/kit'
import { ProviderRpcError, providerErrorCodes } from '../providerError'

/** The transaction versions the wallet signs, as its features advertise them. */
export const supportedTransactionVersions = ['legacy', 0] as const

function invalid(message: string): never {
  throw new ProviderRpcError(providerErrorCodes.invalidParams, message)
}

/**
 * Signs a dapp's wire transaction (legacy or v0) with the wallet's key, keeping the signatures others already made.
 * `complete` also requires every signature to be there, as sending does.
 */
export async function signWireTransaction(
  keyPair: CryptoKeyPair,
  wireTransaction: Uint8Array,
  { complete }: { complete: boolean },
): Promise<Transaction> {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(wireTransaction)
  } catch {
    return invalid('The transaction cannot be decoded')
  }
  let version: unknown
  try {
    version = getTransactionVersionDecoder().decode(transaction.messageBytes)
  } catch {
    return invalid('The transaction cannot be decoded')
  }
  if (!(supportedTransactionVersions as readonly unknown[]).includes(version))
    invalid(`Transaction version ${String(version)} is not supported`)

  let signed: Transaction
  try {
    // kit refuses a key that is not among the message's signers.
    signed = await partiallySignTransaction([keyPair], transaction)
  } catch {
    return invalid("The transaction does not ask for this account's signature")
  }
  if (complete) {
    try {
      assertIsFullySignedTransaction(signed)
    } catch {
      invalid('The transaction lacks signatures of other signers')
    }
  }
  return signed
}

export function encodeWireTransaction(transaction: Transaction): Uint8Array {
  return new Uint8Array(getTransactionEncoder().encode(transaction))
}
