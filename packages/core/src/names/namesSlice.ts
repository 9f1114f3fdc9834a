/**
 * The registration in progress (behaviour.md §13.5): `pending` while the wallet signs and the server registers (one
 * at a time), `rejected` / `failed` with the spec's words for the form (a failed registration returns to it, §4).
 */
export type NamesSlice = {
  names: {
    status: 'idle' | 'pending' | 'rejected' | 'failed'
    error?: string | undefined
  }
}

declare module '../features.js' {
  // The slice is there once the app lists names (`namesFeature`).
  interface FeatureState extends NamesSlice {}
}
