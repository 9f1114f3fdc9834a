// `@latch/react/sessions`: ERC-7715 sessions as an app uses them (behaviour.md §6.6): `useGrantPermissions`,
// `useSessionTransfer`, `useRevokePermissions`, `useSessions`. The app lists `evmSessions` (`@latch/evm/sessions`) beside its
// adapter.
export { type UseGrantPermissionsReturn, useGrantPermissions } from './useGrantPermissions'
export { type UseRevokePermissionsReturn, useRevokePermissions } from './useRevokePermissions'
export { type UseSessionsReturn, useSessions } from './useSessions'
export { type UseSessionTransferReturn, useSessionTransfer } from './useSessionTransfer'
