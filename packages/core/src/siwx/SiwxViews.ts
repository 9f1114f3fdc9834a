/** SIWX's view: the message to sign (behaviour.md §12). */
export type SiwxViews = {
  SIWXSignMessage: undefined
}

// `.js`: an app's TypeScript reads the built declarations, and with Node's resolution (nodenext) it finds
// the router's module only by its file name; without it the views would be lost to the app.
declare module '../router/views.js' {
  interface ViewParams extends SiwxViews {}
}
