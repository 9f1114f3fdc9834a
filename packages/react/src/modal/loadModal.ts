import type { Latch, ViewName } from '@latch/core'

type ModalChunk = typeof import('./modalChunk')

let loaded: ModalChunk | undefined
let loading: Promise<ModalChunk> | undefined

/**
 * The dialog's chunk, fetched once for the page. The first paint holds the buttons only (behaviour.md §18.0):
 * the dialog comes on idle, or on a button's hover, focus or click. A failed fetch (offline) starts over on the
 * next call.
 */
export function loadModal(): Promise<ModalChunk> {
  if (!loading) {
    loading = import('./modalChunk').then((chunk) => {
      loaded = chunk
      return chunk
    })
    loading.catch(() => {
      loading = undefined
    })
  }
  return loading
}

/** The dialog's chunk when it is already there, so an open renders it in the same frame. */
export function loadedModal(): ModalChunk | undefined {
  return loaded
}

/** Fetches the dialog and `view`'s chunk ahead of the click (a button's hover or focus, or idle). */
export function preloadModalView(latch: Latch, view: ViewName): void {
  loadModal().then(
    (chunk) => chunk.preloadView(latch, view),
    // Nothing to tell yet: the click that follows loads again and says so if it fails.
    () => {},
  )
}
