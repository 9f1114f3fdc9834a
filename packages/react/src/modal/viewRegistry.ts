import type { ViewName } from '@latch/core'
import { type ComponentType, createElement, Fragment, type LazyExoticComponent, lazy } from 'react'
import { accountViews } from '../views/account/views'
import { connectionViews } from '../views/connection/views'
import { embeddedWalletViews } from '../views/embeddedWallet/views'
import { networkViews } from '../views/network/views'
import { walletConnectViews } from '../views/walletConnect/views'
import type { ViewDefinition } from './ViewDefinition'

/** Every view this build has, by feature; a new feature adds one line here. */
const views = {
  ...connectionViews,
  ...networkViews,
  ...accountViews,
  ...walletConnectViews,
  ...embeddedWalletViews,
}

export type RegisteredView = keyof typeof views

/** The full record: a registered view without a definition (a title, a loader) does not compile. */
const registry: Record<RegisteredView, ViewDefinition> = views

/** A view's definition, or undefined for a view this build does not have. */
export function viewDefinition(view: ViewName): ViewDefinition | undefined {
  return Object.hasOwn(registry, view) ? registry[view as RegisteredView] : undefined
}

// Chunks are page-wide like the module cache that backs them: the same for every instance.
const loading = new Map<ViewName, Promise<ComponentType>>()
const loaded = new Map<ViewName, ComponentType>()
const lazyComponents = new Map<ViewName, LazyExoticComponent<ComponentType>>()

function load(view: ViewName): Promise<ComponentType> | undefined {
  const definition = viewDefinition(view)
  if (!definition) return undefined
  let promise = loading.get(view)
  if (!promise) {
    promise = Promise.all([definition.load(), import('../components/viewCss')]).then(
      ([{ default: component }, { viewCss }]) => {
        // The styles the views share come with the first view, not with the dialog's frame.
        const styled = () =>
          createElement(
            Fragment,
            null,
            createElement('style', null, viewCss),
            createElement(component),
          )
        loaded.set(view, styled)
        return styled
      },
    )
    // A failed fetch (offline) starts over on the next preload, or on Try again (retryView).
    promise.catch(() => loading.delete(view))
    loading.set(view, promise)
  }
  return promise
}

/**
 * The component of a view, or undefined for a view this build does not have. A loaded view is its plain
 * component, so it renders in the dialog's first frame: a `lazy()` one suspends on its first render even when
 * its chunk is in memory, and React then holds the revealed content back ~300 ms behind the spinner. Only a
 * view whose chunk is really not there yet is lazy; once created, that one is kept so the view never remounts.
 */
export function viewComponent(view: ViewName): ComponentType | undefined {
  const ready = lazyComponents.get(view) ?? loaded.get(view)
  if (ready) return ready
  const promise = load(view)
  if (!promise) return undefined
  const component = lazy(() => promise.then((loadedComponent) => ({ default: loadedComponent })))
  lazyComponents.set(view, component)
  return component
}

/** Forgets a view whose chunk failed to load, so its next render loads it anew (the error's Try again). */
export function retryView(view: ViewName): void {
  if (!loaded.has(view)) lazyComponents.delete(view)
}

/** Fetches a view's chunk ahead of its first open (idle time after mount, hover or focus of its button). */
export function preloadView(view: ViewName): void {
  void load(view)?.catch(() => undefined)
}
