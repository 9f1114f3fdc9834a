import { useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLatchInstance } from '../LatchContext'
import { Modal } from './Modal'

/** The inline modal (`inline: true`): part of the page where this component stands, always open. */
export function LatchModal() {
  const latch = useLatchInstance()
  const hostRef = useRef<HTMLDivElement>(null)
  const [root, setRoot] = useState<ShadowRoot>()

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host || root) return
    setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
  }, [root])

  return (
    <div ref={hostRef} data-inline="" data-theme={latch.options.themeMode}>
      {root ? createPortal(<Modal inline />, root) : null}
    </div>
  )
}
