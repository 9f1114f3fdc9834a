// What only the ProfileWallets view and `useLatchConnections` use (`@latch/core/profileWallets`), out of the main
// entry's first paint.

export { addWallet } from './addWallet'
export type { Connection, ConnectionAuth, ProfileConnectionStatus } from './Connection'
export { disconnectAllConnections } from './disconnectAllConnections'
export {
  type DisconnectConnectionParameters,
  disconnectConnection,
} from './disconnectConnection'
export { type GetConnectionsParameters, getConnections } from './getConnections'
export { type SwitchConnectionParameters, switchConnection } from './switchConnection'
