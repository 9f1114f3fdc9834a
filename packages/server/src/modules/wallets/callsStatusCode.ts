import type { BatchState } from './store'

/**
 * EIP-5792 `wallet_getCallsStatus` status of a batch sent as separate transactions (not atomic): 100 while
 * calls are still being sent or a sent one has no receipt yet; 200 when every call was sent and succeeded; 500
 * when every sent call reverted; 400 when nothing could be sent; 600 otherwise (some changes are on chain,
 * some are not).
 */
export function callsStatusCode(batch: {
  state: BatchState
  /** One per sent call: its receipt's status, or undefined while it has none. */
  receipts: readonly ('success' | 'reverted' | undefined)[]
}): 100 | 200 | 400 | 500 | 600 {
  const { state, receipts } = batch
  if (state === 'sending' || receipts.some((receipt) => receipt === undefined)) return 100
  if (receipts.length === 0) return 400
  if (receipts.every((receipt) => receipt === 'reverted')) return 500
  if (state === 'sent' && receipts.every((receipt) => receipt === 'success')) return 200
  return 600
}
