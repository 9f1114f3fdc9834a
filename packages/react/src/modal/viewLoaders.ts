import type { ViewName } from '@latch/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

type ViewModule = { default: ComponentType }

/** Each view is its own chunk, fetched on first use (or on hover of the button that opens it). */
const loaders: Partial<Record<ViewName, () => Promise<ViewModule>>> = {
  Connect: () => import('../views/Connect/ConnectView'),
  ConnectingExternal: () => import('../views/ConnectingExternal/ConnectingExternalView'),
  Account: () => import('../views/Account/AccountView'),
  Networks: () => import('../views/Networks/NetworksView'),
  SwitchNetwork: () => import('../views/SwitchNetwork/SwitchNetworkView'),
  UnsupportedChain: () => import('../views/UnsupportedChain/UnsupportedChainView'),
}

const components = new Map<ViewName, LazyExoticComponent<ComponentType>>()

/** The lazy component of a view, or undefined for a view this build does not have. */
export function viewComponent(view: ViewName): LazyExoticComponent<ComponentType> | undefined {
  const load = loaders[view]
  if (!load) return undefined
  let component = components.get(view)
  if (!component) {
    component = lazy(load)
    components.set(view, component)
  }
  return component
}

export function preloadView(view: ViewName): void {
  void loaders[view]?.().catch(() => undefined)
}

export function hasView(view: ViewName): boolean {
  return view in loaders
}
