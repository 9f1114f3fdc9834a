import type { Network } from '../network/Network'

/** One call of a batch (EIP-5792): its target, and the value and data it carries. */
export type BatchCall = { to: string; value?: bigint | undefined; data?: string | undefined }

/** What a wallet says it can do on one chain (EIP-5792 `wallet_getCapabilities`), e.g. `atomic.status`. */
export type WalletCapabilities = {
  atomic?: { status: 'supported' | 'ready' | 'unsupported' }
  [capability: string]: unknown
}

/** Where a batch is (EIP-5792 `wallet_getCallsStatus`), as Latch reports it. */
export type CallsStatus = {
  id: string
  /** `pending` (code 100), `success` (200), `failure` (400, 500: nothing, or nothing but gas, happened), `partial` (600). */
  status: 'pending' | 'success' | 'failure' | 'partial'
  /** The wallet's EIP-5792 status code. */
  statusCode: number
  /** Whether the wallet ran the calls as one atomic unit. */
  atomic: boolean
  /** The transactions' hashes, and whether each succeeded. */
  receipts: readonly { transactionHash: string; status: 'success' | 'reverted' }[]
}

export type SendCallsParameters = {
  network: Network
  from: string
  calls: readonly BatchCall[]
  /** Refuse the batch unless the wallet runs it atomically. */
  atomicRequired?: boolean
  /** EIP-5792 capabilities asked of the wallet (each `{ optional: true }` unless the wallet must support it). */
  capabilities?: Record<string, unknown>
}

/** What batching (EIP-5792) needs of a namespace (`capability(latch, namespace, 'batch')`). */
export type BatchCapability = {
  /** The wallet's capabilities on `network` (an empty object when it says none). */
  getCapabilities(parameters: { network: Network; from: string }): Promise<WalletCapabilities>
  /** Hands the batch to the wallet; its id once the wallet took it. */
  sendCalls(parameters: SendCallsParameters): Promise<{ id: string }>
  getCallsStatus(parameters: { id: string }): Promise<CallsStatus>
}

declare module '../adapter.js' {
  interface AdapterCapabilities {
    batch: BatchCapability
  }
}
