/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`), or on the next task where
 * `requestIdleCallback` is missing (Safari). Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 1)
  return () => clearTimeout(id)
}
