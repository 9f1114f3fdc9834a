import { describe, expect, it } from 'vitest'
import { jsonDepth } from './jsonDepth'

describe('jsonDepth', () => {
  it('counts nesting without recursion', () => {
    expect(jsonDepth(1)).toBe(0)
    expect(jsonDepth([])).toBe(1)
    expect(jsonDepth([{ a: [1] }, 2])).toBe(3)
    expect(jsonDepth(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe(100_000)
  })
})
