import type { Network } from '../network/Network'
import type { TransactionWaiter } from '../transactions/TransactionWaiter'

/**
 * A payment as a namespace sends it: `amount` in the asset's base units (wei, lamports, token units), `token` the
 * asset's contract (EVM) or mint (Solana) address, absent for the native asset.
 */
export type SendAssetParameters = {
  network: Network
  from: string
  to: string
  amount: bigint
  token?: string | undefined
  /** The visitor's choice of fee where the namespace prices by speed (Bitcoin's fee estimates); normal if absent. */
  feeSpeed?: FeeSpeed | undefined
}

/** How soon a send should be mined, for namespaces whose fee follows the wait (Bitcoin's fee estimates). */
export type FeeSpeed = 'slow' | 'normal' | 'fast'

/** What send needs of a namespace (`capability(latch, namespace, 'send')`). */
export type SendCapability = TransactionWaiter & {
  /**
   * Asks the connected wallet to send `amount` of the native asset or of `token` to `to`; resolves with the
   * transaction's hash once the wallet has sent it, rejects with the wallet's error.
   */
  sendAsset(parameters: SendAssetParameters): Promise<{ hash: string }>
  /** The most the send may cost in fees, in the native asset's base units. */
  estimateSend(parameters: SendAssetParameters): Promise<{ fee: bigint }>
  /**
   * The fee speeds the visitor may choose among, slowest first, where the namespace prices by speed (Bitcoin's fee
   * estimates); absent where the fee does not follow a choice (WalletSend then shows none).
   */
  feeSpeeds?: readonly FeeSpeed[] | undefined
}

declare module '../adapter.js' {
  interface AdapterCapabilities {
    send: SendCapability
  }
}
