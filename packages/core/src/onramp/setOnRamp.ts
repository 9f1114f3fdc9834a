import type { Latch } from '../createLatch'
import type { OnRampSlice } from './onrampSlice'

/** Patches the on-ramp slice (the actions' one writer). */
export function setOnRamp(latch: Latch, patch: Partial<OnRampSlice['onramp']>): void {
  latch.store.setState({ onramp: { ...latch.getState().onramp, ...patch } })
}
