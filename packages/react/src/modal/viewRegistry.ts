import type { ViewName } from '@latch/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { accountViews } from '../views/account/views'
import { connectionViews } from '../views/connection/views'
import { networkViews } from '../views/network/views'
import type { ViewDefinition } from './ViewDefinition'

/** Every view this build has, by feature; a new feature adds one line here. */
const views = { ...connectionViews, ...networkViews, ...accountViews }

export type RegisteredView = keyof typeof views

/** The full record: a registered view without a definition (a title, a loader) does not compile. */
const registry: Record<RegisteredView, ViewDefinition> = views

/** A view's definition, or undefined for a view this build does not have. */
export function viewDefinition(view: ViewName): ViewDefinition | undefined {
  return Object.hasOwn(registry, view) ? registry[view as RegisteredView] : undefined
}

const components = new Map<ViewName, LazyExoticComponent<ComponentType>>()

/** The lazy component of a view, or undefined for a view this build does not have. */
export function viewComponent(view: ViewName): LazyExoticComponent<ComponentType> | undefined {
  const definition = viewDefinition(view)
  if (!definition) return undefined
  let component = components.get(view)
  if (!component) {
    component = lazy(definition.load)
    components.set(view, component)
  }
  return component
}

export function preloadView(view: ViewName): void {
  void viewDefinition(view)
    ?.load()
    .catch(() => undefined)
}
