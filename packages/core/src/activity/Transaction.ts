import type { CaipNetworkId } from '../caip/caipNetworkId'

/** A transaction history item, as the data API sends it (behaviour.md §3; docs/data-api.md). */
export type Transaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    chain: CaipNetworkId
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed' | 'pending'
    nonce: number
    /**
     * Blocks on top of the transaction's, its own included, where the namespace counts them (Bitcoin's history);
     * 0 while it waits in the mempool. Absent where the data API does not say (EVM's, final once mined).
     */
    confirmations?: number | undefined
  }
  transfers: TransactionTransfer[]
}

export type TransactionTransfer = {
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | null } | undefined
  nft_info?:
    | {
        name: string
        content?: { preview?: { url: string }; detail?: { url: string } }
        flags: { is_spam: boolean }
      }
    | undefined
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
}
