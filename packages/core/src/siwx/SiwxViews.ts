/** SIWX's view: the message to sign (behaviour.md §12). */
export type SiwxViews = {
  SIWXSignMessage: undefined
}

declare module '../router/views' {
  // The view is there once the app lists SIWX (`siwxFeature`).
  interface ViewParams extends SiwxViews {}
}
