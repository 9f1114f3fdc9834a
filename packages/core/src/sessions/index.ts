// `@latch/core/sessions`: ERC-7715 sessions, what only the app's session hooks use, out of the main entry's first
// paint (behaviour.md §6.6).

export { type GetSessionsResult, getSessions, type SessionListing } from './getSessions'
export { type GrantPermissionsResult, grantPermissions } from './grantPermissions'
export { type RevokePermissionsResult, revokePermissions } from './revokePermissions'
export type { GrantedSession, SessionPermission, SessionsCapability } from './SessionsCapability'
export { type SessionTransferResult, sessionTransfer } from './sessionTransfer'
