import type { Transaction } from './Transaction'

export type TransactionGroup = { year: number; month: number; transactions: Transaction[] }

/** Groups an already ordered history by year and month of mining (UTC), keeping the order. */
export function groupTransactions(transactions: readonly Transaction[]): TransactionGroup[] {
  const groups: TransactionGroup[] = []
  for (const transaction of transactions) {
    const date = new Date(transaction.metadata.minedAt)
    const year = Number.isNaN(date.getTime()) ? 0 : date.getUTCFullYear()
    const month = Number.isNaN(date.getTime()) ? 0 : date.getUTCMonth()
    const last = groups[groups.length - 1]
    if (last && last.year === year && last.month === month) last.transactions.push(transaction)
    else groups.push({ year, month, transactions: [transaction] })
  }
  return groups
}
