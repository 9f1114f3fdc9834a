/** The visitor's connections, reached from the Account header (behaviour.md §2.1). */
export type ProfileWalletsViews = {
  ProfileWallets: undefined
}

declare module '../router/views.js' {
  interface ViewParams extends ProfileWalletsViews {}
}
