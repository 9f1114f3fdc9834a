import { describe, expect, it } from 'vitest'
import type { SendCapability } from '../send/SendCapability'
import type { SwapCapability } from '../swap/SwapCapability'
import type { CapabilityEntry } from './CapabilityEntry'
import { capabilityLoaders } from './capabilityLoaders'

type ChainContext = { chain: string }
type OtherContext = { other: number }

/** An entry as an adapter's subpath exports it: `load` stands for the implementation's dynamic import. */
function sendEntry(loads: string[], once?: boolean): CapabilityEntry<ChainContext, 'send'> {
  return {
    name: 'send',
    once,
    async load({ chain }) {
      loads.push(chain)
      return { chain } as unknown as SendCapability
    },
  }
}

describe('capabilityLoaders', () => {
  it('holds the listed capabilities only, each loading with the adapter context on first use', async () => {
    const loads: string[] = []
    const loaders = capabilityLoaders([sendEntry(loads)], { chain: 'one' })
    expect(Object.keys(loaders)).toEqual(['send'])
    expect(loads).toEqual([])
    await expect(loaders.send?.()).resolves.toEqual({ chain: 'one' })
    expect(loads).toEqual(['one'])
    expect(loaders.swap).toBeUndefined()
  })

  it('loads a stateless capability anew at each call, a stateful one (`once`) a single time', async () => {
    const each: string[] = []
    const fresh = capabilityLoaders([sendEntry(each)], { chain: 'a' })
    expect(await fresh.send?.()).not.toBe(await fresh.send?.())
    expect(each).toEqual(['a', 'a'])
    const single: string[] = []
    const once = capabilityLoaders([sendEntry(single, true)], { chain: 'b' })
    expect(await once.send?.()).toBe(await once.send?.())
    expect(single).toEqual(['b'])
  })

  it('holds nothing without entries', () => {
    expect(capabilityLoaders(undefined, { chain: 'c' })).toEqual({})
  })

  it("types each entry by its capability and its adapter's context", () => {
    const swap: CapabilityEntry<ChainContext, 'swap'> = {
      name: 'swap',
      load: async () => ({}) as SwapCapability,
    }
    capabilityLoaders<ChainContext>([sendEntry([]), swap], { chain: 'd' })
    // @ts-expect-error another adapter's entry does not fit this one
    capabilityLoaders<OtherContext>([sendEntry([])], { other: 1 })
    // @ts-expect-error an entry answers the capability its name says
    const wrong: CapabilityEntry<ChainContext, 'send'> = { name: 'swap', load: swap.load }
    expect(wrong.name).toBe('swap')
  })
})
