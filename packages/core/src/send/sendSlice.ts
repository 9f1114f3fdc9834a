import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { NameResolution } from './NameResolution'
import type { FeeSpeed } from './SendCapability'

/**
 * What WalletSend holds while the visitor goes to the preview and back: the token's key, recipient, amount and,
 * where the namespace offers a choice, the fee speed.
 */
export type SendForm = {
  token?: string | undefined
  to: string
  amount: string
  feeSpeed?: FeeSpeed | undefined
}

/**
 * The send in progress: `pending` while the wallet is asked (one request at a time), `rejected` / `failed` with
 * the wallet's words for the preview to offer a retry. `transaction` follows the last sent one until it is mined:
 * `stillPending` once the 25-s confirm wait ran out (behaviour.md §9), then the pending watcher polls it.
 */
export type SendSlice = {
  send: {
    form: SendForm
    status: 'idle' | 'pending' | 'rejected' | 'failed'
    error?: string | undefined
    /** The recipient typed as a name, resolved by `resolveRecipientName` (behaviour.md §13.3). */
    name?: NameResolution | undefined
    transaction?:
      | {
          hash: string
          caipNetworkId: CaipNetworkId
          status: 'pending' | 'success' | 'reverted' | 'stillPending' | 'unknown'
        }
      | undefined
  }
}

declare module '../features.js' {
  // The slice is there once the app lists send (`sendFeature`).
  interface FeatureState extends SendSlice {}
}
