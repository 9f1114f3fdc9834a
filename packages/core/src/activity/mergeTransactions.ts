import type { Transaction } from './Transaction'

/**
 * Adds a page of history to what is shown: de-duplicated by id (a later copy replaces an earlier one), newest
 * first, transactions whose transfers are all spam NFTs left out.
 */
export function mergeTransactions(
  shown: readonly Transaction[],
  page: readonly Transaction[],
): Transaction[] {
  const byId = new Map<string, Transaction>()
  for (const transaction of [...shown, ...page])
    if (!isSpam(transaction)) byId.set(transaction.id, transaction)
  return [...byId.values()].sort((a, b) => minedAt(b) - minedAt(a))
}

function isSpam(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((t) => t.nft_info?.flags.is_spam === true)
}

function minedAt(transaction: Transaction): number {
  const time = Date.parse(transaction.metadata.minedAt)
  return Number.isNaN(time) ? 0 : time
}
