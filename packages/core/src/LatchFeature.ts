import type { Latch } from './createLatch'
import type { LatchOptions } from './LatchOptions'

/**
 * A feature of the instance (see CONTRIBUTING.md): its slice of the store and what it starts on the client.
 * Its actions are plain functions `verb(latch, parameters)` in its folder; it hears other features only through
 * `latch.events`.
 */
export type LatchFeature<Slice extends object> = {
  readonly name: string
  initialState(options: LatchOptions): Slice
  /** Client-only start (listeners, reconnect); returns its teardown. */
  setup?(latch: Latch): () => void
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
