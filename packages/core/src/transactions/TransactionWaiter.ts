import type { Network } from '../network/Network'

/** How a sent transaction ended: mined, mined and reverted, or not mined within the wait. */
export type TransactionOutcome = 'success' | 'reverted' | 'pending'

/** Follows a sent transaction: part of every capability that sends one (send, swap). */
export type TransactionWaiter = {
  /**
   * Waits at most `timeoutMs` for the transaction to be mined; `pending` when it was not by then (never a
   * failure: it may still be mined).
   */
  waitForTransaction(parameters: {
    network: Network
    hash: string
    timeoutMs: number
  }): Promise<TransactionOutcome>
}
