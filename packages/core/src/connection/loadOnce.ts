/**
 * A capability's loader as an adapter declares it: the module loads on the first call, and every call answers
 * the same capability. A failed load is tried again on the next call.
 */
export function loadOnce<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let loading: Promise<Value> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
