import { afterAll, vi } from 'vitest'

/**
 * Each dom file on the page its worker shares (vitest.config.ts: the `dom` project is not isolated, one process
 * and one happy-dom window per worker). A file starts as it would in a fresh worker: a module graph of its own
 * (the graph is re-evaluated, not re-fetched: no fork, no environment, no transform per file) and no act()
 * setting left by the file before; it ends as an isolated file's environment does: its timers and fetches
 * aborted, and the page (nodes, storage, fake timers) left empty for the next file.
 */
vi.resetModules()
delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT

afterAll(async () => {
  vi.useRealTimers()
  await (globalThis as { happyDOM?: { abort(): Promise<void> } }).happyDOM?.abort()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  localStorage.clear()
  sessionStorage.clear()
})
