import { describe, expect, it } from 'vitest'
import { perInstance } from './perInstance'

describe('perInstance', () => {
  it('creates the value once per instance, on first use, and never shares it', () => {
    let created = 0
    const valueFor = perInstance((instance: { id: string }) => ({ id: instance.id, n: ++created }))
    const a = { id: 'a' }
    const b = { id: 'b' }
    expect(created).toBe(0)
    expect(valueFor(a)).toBe(valueFor(a))
    expect(valueFor(b)).not.toBe(valueFor(a))
    expect([valueFor(a).n, valueFor(b).n]).toEqual([1, 2])
  })
})
