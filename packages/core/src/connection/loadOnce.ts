/**
 * A capability's loader as an adapter declares it: the module loads on the first call, and every call answers
 * the same capability (or the same failure).
 */
export function loadOnce<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let loading: Promise<Value> | undefined
  return () => {
    loading ??= load()
    return loading
  }
}
