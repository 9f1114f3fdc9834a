import { useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLatchInstance } from '../LatchContext'
import { useLatchState } from '../state/useLatchState'
import { Modal } from './Modal'

/**
 * Renders the modal into a shadow root on <body> while it is open. Nothing renders on the server, and the shadow
 * host is created on the first open only.
 */
export function ModalHost() {
  const latch = useLatchInstance()
  const open = useLatchState((state) => state.open)
  const [root, setRoot] = useState<ShadowRoot>()

  useLayoutEffect(() => {
    if (!open || root) return
    const host = document.createElement('latch-modal')
    if (latch.options.themeMode) host.dataset.theme = latch.options.themeMode
    document.body.append(host)
    setRoot(host.attachShadow({ mode: 'open' }))
  }, [open, root, latch])

  useLayoutEffect(() => () => root?.host.remove(), [root])

  return open && root ? createPortal(<Modal />, root) : null
}
