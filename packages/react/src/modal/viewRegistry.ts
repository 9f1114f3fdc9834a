import type { Latch, ViewName } from '@latch/core'
import { type ComponentType, createElement, Fragment } from 'react'
import type { CompleteMessages, Messages } from '../i18n/en'
import { enFrame } from '../i18n/en/frame'
import { type MessageOverrides, mergeMessages } from '../i18n/mergeMessages'
import type { FeatureSlots, FeatureViewsModule, ViewDefinition, ViewModule } from './ViewDefinition'

/** A registered view: its chunk, and its title in the app's catalogue or else in English. */
type Registered = {
  load: ViewDefinition['load']
  title(catalogue: Messages | undefined, context: Parameters<ViewDefinition['title']>[1]): string
}

/** A feature's registry chunk (its `views`), or the one of the features every app has. */
type ViewsLoader = () => Promise<FeatureViewsModule | readonly FeatureViewsModule[]>

/** The views of the features every app has (featureViews.ts), in one chunk. */
const everyAppViews: ViewsLoader = () =>
  import('./featureViews').then(({ featureViews }) => featureViews)

// Chunks are page-wide like the module cache that backs them: a feature's registry loads once for every
// instance that lists it. What an instance reaches is its own: the views of the features it lists.
const modules = new Map<ViewsLoader, Promise<readonly FeatureViewsModule[]>>()
const registries = new WeakMap<Latch, Promise<Registry>>()
const loadedRegistries = new WeakMap<Latch, Registry>()
const registryListeners = new Set<() => void>()

type Registry = { views: Map<ViewName, Registered>; slots: FeatureSlots }

function loadModules(loader: ViewsLoader): Promise<readonly FeatureViewsModule[]> {
  let promise = modules.get(loader)
  if (!promise) {
    promise = loader().then((loaded) => [loaded].flat())
    // A failed fetch (offline) starts over on the next preload, or on the view's Try again (ViewBoundary).
    promise.catch(() => modules.delete(loader))
    modules.set(loader, promise)
  }
  return promise
}

/**
 * The instance's registries, loaded: what a view waits on before it renders (its title and the slots its
 * features fill are the instance's own, even when the view's chunk came with another instance).
 */
export function loadRegistry(latch: Latch): Promise<Registry> {
  let promise = registries.get(latch)
  if (!promise) {
    const listed = (latch.options.features ?? []).flatMap((feature) =>
      feature.views ? [feature.views] : [],
    )
    promise = Promise.all([everyAppViews, ...listed].map(loadModules)).then((loaded) => {
      const modules = loaded.flat()
      const filled = <Slot extends keyof FeatureSlots>(slot: Slot) =>
        // Each slot holds its own kind; flatMap cannot tell which from the union of them.
        modules.flatMap((module): readonly unknown[] => module[slot] ?? []) as FeatureSlots[Slot]
      const registry: Registry = {
        views: new Map(),
        slots: {
          accountActions: filled('accountActions'),
          connectSections: filled('connectSections'),
          accountSections: filled('accountSections'),
          accountHeader: filled('accountHeader'),
        },
      }
      for (const { views: definitions, english } of modules)
        for (const [view, definition] of Object.entries(definitions))
          if (definition)
            registry.views.set(view as ViewName, {
              load: definition.load,
              // The app's catalogue, else the frame's English; the feature's view strings (the chunk brings
              // them) where the catalogue has none of its own (a feature the app lists, its strings not added).
              title: (catalogue, context) =>
                definition.title(withEnglish(english, catalogue), context),
            })
      loadedRegistries.set(latch, registry)
      for (const listener of registryListeners) listener()
      return registry
    })
    promise.catch(() => registries.delete(latch))
    registries.set(latch, promise)
  }
  return promise
}

/**
 * The app's catalogue, or the frame's English, completed by a feature's view strings (which bring its views'
 * titles) wherever the catalogue has none of its own (a listed feature's strings not added, or overrides of a
 * few strings only, behaviour.md §20).
 */
function withEnglish(
  english: FeatureViewsModule['english'],
  catalogue: Messages | undefined,
): CompleteMessages {
  const messages: Record<string, unknown> = { ...(catalogue ?? enFrame) }
  for (const [feature, strings] of Object.entries(english))
    if (typeof strings === 'object')
      messages[feature] = mergeMessages<object>(
        strings,
        messages[feature] as MessageOverrides<object>,
      )
  return messages as CompleteMessages
}

/** A view's definition once the registries are loaded; undefined before, or for a view the app lacks. */
export function registeredView(latch: Latch, view: ViewName): Registered | undefined {
  return loadedRegistries.get(latch)?.views.get(view)
}

/**
 * What the features the app lists put in a slot of another feature's view, in their order: the Account view's
 * actions (Send, Swap), sections (the embedded wallet's e-mail) and header (ProfileWallets' wallet switch), the
 * Connect view's sections (its e-mail and social rows). The registries are loaded by then: a view loads through them.
 */
export function registeredSlot<Slot extends keyof FeatureSlots>(
  latch: Latch,
  slot: Slot,
): FeatureSlots[Slot] {
  return loadedRegistries.get(latch)?.slots[slot] ?? []
}

/** Calls back when the registries have loaded (a title waiting for them); returns the unsubscribe. */
export function subscribeRegistry(listener: () => void): () => void {
  registryListeners.add(listener)
  return () => registryListeners.delete(listener)
}

const loading = new Map<ViewName, Promise<ComponentType>>()
const loaded = new Map<ViewName, ComponentType>()
/** The loaded views' own preloads (ViewModule's `preload`: their icons). */
const preloads = new Map<ViewName, NonNullable<ViewModule['preload']>>()

/**
 * The view's styled component, or undefined for a view this build does not have: what `loadedView` waits for.
 * Rejects when a chunk fails (offline); the next call tries again.
 */
export function loadView(latch: Latch, view: ViewName): Promise<ComponentType | undefined> {
  // The instance's own registries every time: a view's chunk loaded for another instance (or an earlier one, the
  // provider remounted) is page-wide, but this instance renders it only once its registries are there.
  return loadRegistry(latch).then(({ views }) => {
    const registered = views.get(view)
    return registered && loadComponent(view, registered)
  })
}

/** The view's chunk and the views' shared styles, loaded once for the page. */
function loadComponent(view: ViewName, registered: Registered): Promise<ComponentType> {
  let promise = loading.get(view)
  if (!promise) {
    promise = Promise.all([registered.load(), import('../components/viewCss')]).then(
      ([module, { viewCss }]) => {
        const { default: component } = module
        // Asked with `in`: most views have no preload (a test's module mock refuses reading a missing export).
        if ('preload' in module && module.preload) preloads.set(view, module.preload)
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
    promise.catch(() => loading.delete(view))
    loading.set(view, promise)
  }
  return promise
}

/**
 * The component of a view once this instance's registries and the view's chunk are there; `missing` for a view
 * this build does not have; undefined while either loads (`loadView`). Not a `lazy()` component: a view that
 * suspends until its chunk arrives is revealed by React's retry, which holds it back behind the spinner until
 * 300 ms after the spinner showed (FALLBACK_THROTTLE_MS); the dialog shows its spinner itself and renders the view
 * as soon as the chunk is there (Modal's CurrentView).
 */
export function loadedView(
  latch: Latch,
  view: ViewName,
  missing: ComponentType,
): ComponentType | undefined {
  const registry = loadedRegistries.get(latch)
  if (!registry) return undefined
  return registry.views.has(view) ? loaded.get(view) : missing
}

/** Whether a view renders in the dialog's first frame: the instance's registries and the view's chunk are there. */
export function isViewReady(latch: Latch, view: ViewName): boolean {
  return loadedRegistries.has(latch) && loaded.has(view)
}

/**
 * Fetches a view's chunk ahead of its first open (idle time after mount, hover or focus of its button), and what
 * its first frame shows beyond its code (its `preload`: icons).
 */
export function preloadView(latch: Latch, view: ViewName): void {
  void loadView(latch, view)
    .then(() => preloads.get(view)?.(latch))
    .catch(() => undefined)
}
