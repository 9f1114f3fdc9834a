import type { Latch } from '@latch/core'
import { type ReactNode, useEffect } from 'react'
import { en, type Messages } from './i18n/en'
import { MessagesContext } from './i18n/MessagesContext'
import { LatchContext } from './LatchContext'
import { ModalHost } from './modal/ModalHost'
import { preloadOpenView } from './modal/preloadOpenView'

export type LatchProviderProps = {
  latch: Latch
  /** Replaces the English catalogue (same shape). */
  messages?: Messages
  children?: ReactNode
}

/**
 * Provides a Latch instance to hooks and buttons, starts it on the client (discovery and reconnect) and hosts
 * the modal. Renders the same markup on the server and on the first client render.
 */
export function LatchProvider({ latch, messages = en, children }: LatchProviderProps) {
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
