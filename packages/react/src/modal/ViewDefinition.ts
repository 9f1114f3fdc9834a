import type { Latch, RouterEntry, ViewName } from '@latch/core'
import type { ComponentType } from 'react'
import type { FrameMessages } from '../i18n/en/frame'

export type ViewModule = { default: ComponentType }

/** What the modal host needs to know about a view: how to load it, its title, its header. */
export type ViewDefinition = {
  /** The view's own chunk (a dynamic import), so no view is part of the first paint. */
  load: () => Promise<ViewModule>
  /** The dialog's title; it may read the history entry and the instance (the connecting wallet's name). */
  title: (messages: FrameMessages, context: { entry: RouterEntry; latch: Latch }) => string
  /** `false`: no Back button on this view, even with history behind it. */
  back?: false
}

/** A feature's views: every view it names must have a full definition. */
export type ViewRegistry<View extends ViewName> = Record<View, ViewDefinition>
