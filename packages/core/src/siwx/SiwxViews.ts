/** SIWX's view: the message to sign (behaviour.md §12). */
export type SiwxViews = {
  SIWXSignMessage: undefined
}

declare module '../router/views.js' {
  interface ViewParams extends SiwxViews {}
}
