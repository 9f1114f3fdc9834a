import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChainAdapter } from './adapter'
import * as errorTexts from './errors/errorTexts'
import { LatchError } from './errors/LatchError'
import { createEmitter, type Emitter } from './events/createEmitter'
import type { LatchEvents } from './events/LatchEvents'
import { features as everyAppFeatures, type LatchState } from './features'
import { warnMissingCapabilities } from './instance/warnMissingCapabilities'
import type { LatchFeature } from './LatchFeature'
import type { LatchOptions } from './LatchOptions'
import type { Network } from './network/Network'
import { createLatchStorage, type LatchStorage } from './storage/createLatchStorage'
import { createToastQueue, type ToastQueue } from './toasts/createToastQueue'

export type Latch = {
  readonly options: LatchOptions
  readonly networks: readonly [Network, ...Network[]]
  readonly adapters: readonly [ChainAdapter, ...ChainAdapter[]]
  readonly storage: LatchStorage
  readonly store: StoreApi<LatchState>
  readonly events: Emitter<LatchEvents>
  readonly toasts: ToastQueue
  getState(): LatchState
  /** Calls the listener on any change of the store or of an adapter's connection or connectors. */
  subscribe(listener: () => void): () => void
  /** Client-only start of the adapters and the features; idempotent; returns the teardown. */
  setup(): () => void
}

/**
 * Creates a Latch instance: its own store, adapters, events and storage (no module-level state), so two instances
 * on a page, or one per test, never share anything. Touches no DOM until `setup()` runs on the client. The store is
 * composed from the features' slices: the ones every app has (`features.ts`) and the ones the app lists in
 * `features`, whose options join the app's; this file names no feature.
 */
export function createLatch(parameters: LatchOptions): Latch {
  if (!parameters.adapters?.length)
    throw new LatchError('chainAdapterNotFound', errorTexts.chainAdapterNotFound)
  const listed = parameters.features ?? []
  const features: readonly LatchFeature[] = [...everyAppFeatures, ...listed]
  const options: LatchOptions = listed.some((feature) => feature.options)
    ? Object.assign({}, parameters, ...listed.map((feature) => feature.options))
    : parameters
  const { networks, adapters } = options
  // Bundlers fold this to false in a production build, which then holds none of the warning's code.
  if (process.env.NODE_ENV !== 'production') warnMissingCapabilities(features, adapters, options)

  const store = createStore<LatchState>(
    () =>
      Object.assign({}, ...features.map((feature) => feature.initialState(options))) as LatchState,
  )

  function subscribe(listener: () => void): () => void {
    const stops = [
      store.subscribe(listener),
      ...adapters.flatMap((adapter) => [
        adapter.subscribeConnection(listener),
        adapter.subscribeConnectors(listener),
      ]),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }

  let teardown: (() => void) | undefined
  function setup(): () => void {
    if (teardown) return teardown
    const stops = adapters.map((adapter) => adapter.setup())
    for (const feature of features) if (feature.setup) stops.push(feature.setup(latch))
    teardown = () => {
      for (const stop of stops.reverse()) stop()
      teardown = undefined
    }
    return teardown
  }

  const latch: Latch = {
    options,
    networks,
    adapters,
    storage: createLatchStorage(options.storage),
    store,
    events: createEmitter<LatchEvents>(),
    toasts: createToastQueue(),
    getState: store.getState,
    subscribe,
    setup,
  }
  return latch
}
