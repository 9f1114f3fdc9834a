import type { ViewName } from '@latch/core'
import { type ComponentType, createElement, Fragment, type LazyExoticComponent, lazy } from 'react'
import type { Messages } from '../i18n/en'
import { enFrame } from '../i18n/en/frame'
import type { FeatureViewsModule, ViewDefinition } from './ViewDefinition'

/** A registered view: its chunk, and its title in the app's catalogue or else in English. */
type Registered = {
  load: ViewDefinition['load']
  title(catalogue: Messages | undefined, context: Parameters<ViewDefinition['title']>[1]): string
}

// Chunks are page-wide like the module cache that backs them: the same for every instance.
let registry: Map<ViewName, Registered> | undefined
let registryLoading: Promise<Map<ViewName, Registered>> | undefined
const registryListeners = new Set<() => void>()

function loadRegistry(): Promise<Map<ViewName, Registered>> {
  if (!registryLoading) {
    registryLoading = import('./featureViews').then(({ featureViews: modules }) => {
      const views = new Map<ViewName, Registered>()
      for (const { views: definitions, english } of modules)
        for (const [view, definition] of Object.entries(definitions))
          if (definition)
            views.set(view as ViewName, {
              load: definition.load,
              // Without a catalogue, the frame's English and the feature's view strings are the strings
              // its titles read (the chunk brings the latter).
              title: (catalogue, context) =>
                definition.title(catalogue ?? withEnglish(english), context),
            })
      registry = views
      for (const listener of registryListeners) listener()
      return views
    })
    // A failed fetch (offline) starts over on the next preload, or on Try again (retryView).
    registryLoading.catch(() => {
      registryLoading = undefined
    })
  }
  return registryLoading
}

/** The frame's English completed by a feature's view strings (which bring its views' titles). */
function withEnglish(english: FeatureViewsModule['english']): Messages {
  const messages: Record<string, unknown> = { ...enFrame }
  for (const [feature, strings] of Object.entries(english))
    messages[feature] = Object.assign({}, messages[feature], strings)
  return messages as Messages
}

/** A view's definition once the registries are loaded; undefined before, or for a view this build lacks. */
export function registeredView(view: ViewName): Registered | undefined {
  return registry?.get(view)
}

/** Calls back when the registries have loaded (a title waiting for them); returns the unsubscribe. */
export function subscribeRegistry(listener: () => void): () => void {
  registryListeners.add(listener)
  return () => registryListeners.delete(listener)
}

const loading = new Map<ViewName, Promise<ComponentType | undefined>>()
const loaded = new Map<ViewName, ComponentType>()
const lazyComponents = new Map<ViewName, LazyExoticComponent<ComponentType>>()

/** The view's styled component, or undefined for a view this build does not have. */
function load(view: ViewName): Promise<ComponentType | undefined> {
  let promise = loading.get(view)
  if (!promise) {
    promise = loadRegistry().then(async (views) => {
      const registered = views.get(view)
      if (!registered) return undefined
      const [{ default: component }, { viewCss }] = await Promise.all([
        registered.load(),
        import('../components/viewCss'),
      ])
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
    })
    promise.catch(() => loading.delete(view))
    loading.set(view, promise)
  }
  return promise
}

/**
 * The component of a view; `missing` for a view this build does not have. A loaded view is its plain component,
 * so it renders in the dialog's first frame: a `lazy()` one suspends on its first render even when its chunk is
 * in memory, and React then holds the revealed content back ~300 ms behind the spinner. Only a view whose chunk
 * is really not there yet is lazy; once created, that one is kept so the view never remounts.
 */
export function viewComponent(view: ViewName, missing: ComponentType): ComponentType {
  const ready = lazyComponents.get(view) ?? loaded.get(view)
  if (ready) return ready
  if (registry && !registry.has(view)) return missing
  const promise = load(view)
  const component = lazy(() =>
    promise.then((loadedComponent) => ({ default: loadedComponent ?? missing })),
  )
  lazyComponents.set(view, component)
  return component
}

/** Forgets a view whose chunk failed to load, so its next render loads it anew (the error's Try again). */
export function retryView(view: ViewName): void {
  if (!loaded.has(view)) lazyComponents.delete(view)
}

/** Fetches a view's chunk ahead of its first open (idle time after mount, hover or focus of its button). */
export function preloadView(view: ViewName): void {
  void load(view).catch(() => undefined)
}
