import type { CaipAddress } from '../caip/caipAddress'
import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { SiwxSession } from './SiwxConfig'

/**
 * Sign-in state of the connected account: `checking` its sessions, `unsigned` (the sign view is offered),
 * `signing` (one request at a time: the button cannot double-submit), `signedIn`.
 */
export type SiwxStatus = 'idle' | 'checking' | 'unsigned' | 'signing' | 'signedIn'

export type SiwxSlice = {
  siwx: {
    status: SiwxStatus
    /** The account (and network) the status is about. */
    caipAddress?: CaipAddress | undefined
    session?: SiwxSession | undefined
    /** The last network the account had a session on: where a cancelled required sign-in goes back to. */
    lastSignedIn?: CaipNetworkId | undefined
  }
}

declare module '../features.js' {
  // The slice is there once the app lists SIWX (`siwxFeature`).
  interface FeatureState extends SiwxSlice {}
}
