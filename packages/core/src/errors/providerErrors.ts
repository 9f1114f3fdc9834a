import * as errorTexts from './errorTexts'
import { LatchError } from './LatchError'

/**
 * Wallet error codes (behaviour.md §8). `invalidChainId` is §8's 32603; wallets send it as
 * JSON-RPC -32603 (internal error) when they cannot switch, so both signs are recognised.
 */
export const walletErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  unrecognizedChain: 4902,
  default: 5000,
  invalidChainId: 32603,
} as const

type ErrorLike = { code?: unknown; name?: unknown; cause?: unknown; data?: unknown }

/** The error, its causes and `data.originalError`, outermost first; cycles are cut. */
function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && !chain.includes(current as ErrorLike)) {
    const item = current as ErrorLike
    chain.push(item)
    const original = (item.data as { originalError?: unknown } | undefined)?.originalError
    current = item.cause ?? original
  }
  return chain
}

function hasCode(error: unknown, codes: readonly number[]): boolean {
  return errorChain(error).some(
    (item) => typeof item.code === 'number' && codes.includes(item.code),
  )
}

/** EIP-1193 4001 anywhere in the chain, or viem's UserRejectedRequestError. */
export function isUserRejectedError(error: unknown): boolean {
  return (
    hasCode(error, [walletErrorCodes.userRejected]) ||
    errorChain(error).some((item) => item.name === 'UserRejectedRequestError')
  )
}

/** EIP-3085/3326: the wallet does not know the chain (4902). */
export function isUnrecognizedChainError(error: unknown): boolean {
  return hasCode(error, [walletErrorCodes.unrecognizedChain])
}

/** Maps an EIP-1193 / JSON-RPC error to the catalogue. */
export function toLatchError(error: unknown): LatchError {
  if (error instanceof LatchError) return error
  if (isUserRejectedError(error)) {
    return new LatchError('connectionRejected', errorTexts.connectionRejected, { cause: error })
  }
  if (hasCode(error, [walletErrorCodes.invalidChainId, -walletErrorCodes.invalidChainId])) {
    return new LatchError('invalidChainId', errorTexts.invalidChainId, { cause: error })
  }
  if (isUnrecognizedChainError(error)) {
    return new LatchError('networkNotFound', errorTexts.networkNotFound, { cause: error })
  }
  return new LatchError('somethingWentWrong', errorTexts.somethingWentWrong, { cause: error })
}
