/** Swap's views and their params: the form, the token list of one side, and the preview. */
export type SwapViews = {
  Swap: undefined
  SwapSelectToken: { side: 'from' | 'to' }
  SwapPreview: undefined
}

declare module '../router/views.js' {
  interface ViewParams extends SwapViews {}
}
