/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`). Without `requestIdleCallback`
 * (Safari), after the next frame has painted. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  // A task queued from a frame callback runs after that frame's paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
