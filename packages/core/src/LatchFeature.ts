import type { CapabilityName } from './adapter'
import type { Latch } from './createLatch'
import type { LatchOptions } from './LatchOptions'

/**
 * What a feature brings besides its slice, declared by the package that reads it (the React package adds the
 * feature's views), the way wagmi's `Register` is extended: `declare module '@latch/core' { interface
 * FeatureParts { … } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface FeatureParts {}

/**
 * A feature of the instance (see CONTRIBUTING.md): its slice of the store and what it starts on the client.
 * Its actions are plain functions `verb(latch, parameters)` in its folder; it hears other features only through
 * `latch.events`. An app turns a feature on by listing it in `features`; the ones every app has are `features.ts`.
 */
export type LatchFeature<Slice extends object = object> = FeatureParts & {
  readonly name: string
  initialState(options: LatchOptions): Slice
  /** Client-only start (listeners, reconnect); returns its teardown. */
  setup?(latch: Latch): () => void
  /** The feature's own options (declared in its folder onto `LatchOptions`), part of `latch.options`. */
  readonly options?: Partial<LatchOptions> | undefined
  /**
   * The capabilities it asks of the adapters with these options (send: `['send']`): in development, createLatch
   * warns when no adapter brings one (behaviour.md §14.7).
   */
  needs?(options: LatchOptions): readonly CapabilityName[]
}

/** The store's state: every feature's slice together. */
export type StateOf<Features extends readonly LatchFeature<object>[]> = UnionToIntersection<
  Features[number] extends LatchFeature<infer Slice> ? Slice : never
>

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never
