import type { Latch, RouterEntryOf, ViewName } from '@latch/core'
import type { ComponentType } from 'react'
import type { CompleteMessages } from '../i18n/en'
import type { AccountAction } from './AccountAction'
import type { AccountHeader } from './AccountHeader'
import type { AccountSection } from './AccountSection'
import type { ConnectSection } from './ConnectSection'

export type ViewModule = {
  default: ComponentType
  /**
   * What the view's first frame needs beyond its code (its icons), fetched with its chunk ahead of an open
   * (idle time, hover), so the click does not wait on it.
   */
  preload?: ((latch: Latch) => void) | undefined
}

/** What the modal host needs to know about a view: how to load it and its title. */
export type ViewDefinition<View extends ViewName = ViewName> = {
  /** The view's own chunk (a dynamic import), so no view is part of the first paint. */
  load: () => Promise<ViewModule>
  /** The dialog's title; it may read the view's entry and the instance (the connecting wallet's name). */
  title(messages: CompleteMessages, context: { entry: RouterEntryOf<View>; latch: Latch }): string
}

/** A feature's views: every view it names must have a full definition. */
export type ViewRegistry<Views extends ViewName> = { [View in Views]: ViewDefinition<View> }

/**
 * A feature's `views.ts` module: its registry and its English view strings, which the titles read when the app
 * brings no catalogue. The module is a chunk of its own, loaded with the first view (viewRegistry.ts).
 */
export type FeatureViewsModule = {
  views: Partial<Record<ViewName, ViewDefinition>>
  english: { [Feature in keyof CompleteMessages]?: Partial<CompleteMessages[Feature]> }
  /**
   * Its view strings in each locale but English, by tag (`views/<feature>/locales.ts`), loaded with the locale
   * (behaviour.md §20); a feature every app has keeps its strings in the locale's own chunk instead.
   */
  translations?: Record<string, () => Promise<object>>
  /** Its buttons in the Account view's wallet-actions row. */
  accountActions?: readonly AccountAction[]
  /** Its rows in the Connect view, around the wallet list. */
  connectSections?: readonly ConnectSection[]
  /** What it shows in the Account view under the balance. */
  accountSections?: readonly AccountSection[]
  /** What it shows in the Account view's header in place of the plain address. */
  accountHeader?: readonly AccountHeader[]
}

/** The places in other features' views a feature fills from its registry chunk (its slots). */
export type FeatureSlots = Required<
  Pick<
    FeatureViewsModule,
    'accountActions' | 'connectSections' | 'accountSections' | 'accountHeader'
  >
>

declare module '@latch/core' {
  interface FeatureParts {
    /**
     * The feature's registry chunk (its `views.ts`), loaded with the first view: a feature the app lists brings
     * its views; one it does not list ships none.
     */
    readonly views?: (() => Promise<FeatureViewsModule>) | undefined
  }
}
