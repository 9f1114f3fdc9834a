import type { Network } from '../network/Network'
import type { TransactionWaiter } from '../transactions/TransactionWaiter'

/** A transaction prepared elsewhere (the server's approval or swap), sent as it is. */
export type PreparedTransactionParameters = {
  network: Network
  from: string
  to: string
  data: `0x${string}`
  /** In base units. */
  value: bigint
  gas?: bigint | undefined
}

/** What swap needs of a namespace (`capability(latch, namespace, 'swap')`). */
export type SwapCapability = TransactionWaiter & {
  /** Asks the connected wallet to send a prepared transaction; resolves with its hash. */
  sendTransaction(parameters: PreparedTransactionParameters): Promise<{ hash: string }>
}

declare module '../adapter.js' {
  interface AdapterCapabilities {
    swap: SwapCapability
  }
}
