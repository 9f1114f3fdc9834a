import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { Attempt } from '../connection/connectionSlice'

export type NetworkSlice = {
  /** The network to connect to (chosen while disconnected, or the last one used). */
  preferredCaipNetworkId: CaipNetworkId
  switchAttempt: (Attempt & { caipNetworkId: CaipNetworkId }) | undefined
}
