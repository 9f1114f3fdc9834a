import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import { createLatchSiwx } from './createLatchSiwx'
import type { SiwxConfig } from './SiwxConfig'

/** The app's SIWX config: its own (it has `createMessage`), or the Latch server's; undefined when off. */
export const siwxConfigOf = perInstance((latch: Latch): SiwxConfig | undefined => {
  const option = latch.options.siwx
  if (!option) return undefined
  return 'createMessage' in option ? option : createLatchSiwx(latch, option)
})
