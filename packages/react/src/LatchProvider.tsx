import type { Latch } from '@latch/core'
import { type ReactNode, useEffect } from 'react'
import type { Messages } from './i18n/en'
import { MessagesContext } from './i18n/MessagesContext'
import { LatchContext } from './LatchContext'
import { ModalHost } from './modal/ModalHost'
import { preloadOpenView } from './modal/preloadOpenView'

export type LatchProviderProps = {
  latch: Latch
  /** Replaces the English catalogue (`en`'s shape); English when absent. */
  messages?: Messages
  children?: ReactNode
}

/**
 * Provides a Latch instance to hooks and buttons, starts it on the client (discovery and reconnect) and hosts
 * the modal. Renders the same markup on the server and on the first client render.
 */
export function LatchProvider({ latch, messages, children }: LatchProviderProps) {
  useEffect(() => latch.setup(), [latch])
  useEffect(() => preloadOpenView(latch), [latch])
  return (
    <LatchContext.Provider value={latch}>
      <MessagesContext.Provider value={messages}>
        {children}
        {latch.options.inline ? null : <ModalHost />}
      </MessagesContext.Provider>
    </LatchContext.Provider>
  )
}
