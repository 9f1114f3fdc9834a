import { useContext, useEffect, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { MessagesContext } from '../i18n/MessagesContext'
import { useLatchInstance } from '../LatchContext'
import { useLatchState } from '../state/useLatchState'
import { loadedModal, loadModal } from './loadModal'
import { ModalLoading } from './ModalLoading'

/**
 * Renders the modal into a shadow root on <body> while it is open. Nothing renders on the server, and the shadow
 * host is created on the first open only. The dialog is a chunk of its own (behaviour.md §18.0), there by the
 * time of a click once the page was idle; before that the click shows it loading.
 */
export function ModalHost() {
  const latch = useLatchInstance()
  const open = useLatchState((state) => state.open)
  const [root, setRoot] = useState<ShadowRoot>()
  const [fetched, setFetched] = useState(loadedModal)
  // Read at each render: the idle preload may have brought the chunk since this mounted, and an open then shows
  // the dialog in its first frame, not the loading one.
  const chunk = fetched ?? loadedModal()
  const [failed, setFailed] = useState(false)
  // A locale other than English loads before the dialog first shows (behaviour.md §20): loading until then.
  const ready = useContext(MessagesContext) !== null

  useEffect(() => {
    if (!open || chunk || failed) return
    let current = true
    loadModal().then(
      (loaded) => current && setFetched(loaded),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [open, chunk, failed])

  useLayoutEffect(() => {
    if (!open || root) return
    const host = document.createElement('latch-modal')
    if (latch.options.themeMode) host.dataset.theme = latch.options.themeMode
    document.body.append(host)
    setRoot(host.attachShadow({ mode: 'open' }))
  }, [open, root, latch])

  useLayoutEffect(() => () => root?.host.remove(), [root])

  if (!open || !root) return null
  return createPortal(
    chunk && ready ? (
      <chunk.Modal />
    ) : (
      <ModalLoading failed={failed} onRetry={() => setFailed(false)} />
    ),
    root,
  )
}
