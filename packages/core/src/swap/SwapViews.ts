/** Swap's views and their params: the form, the token list of one side, and the preview. */
export type SwapViews = {
  Swap: undefined
  SwapSelectToken: { side: 'from' | 'to' }
  SwapPreview: undefined
}

// `.js`: an app's TypeScript reads the built declarations, and with Node's resolution (nodenext) it finds
// the router's module only by its file name; without it the views would be lost to the app.
declare module '../router/views.js' {
  interface ViewParams extends SwapViews {}
}
