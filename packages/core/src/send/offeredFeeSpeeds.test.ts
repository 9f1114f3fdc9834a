import { describe, expect, it } from 'vitest'
import { chooseFeeSpeed } from './offeredFeeSpeeds'

describe('chooseFeeSpeed', () => {
  it('keeps the visitor’s choice when offered', () => {
    expect(chooseFeeSpeed(['slow', 'normal', 'fast'], 'fast')).toBe('fast')
    expect(chooseFeeSpeed(['slow', 'normal', 'fast'], 'slow')).toBe('slow')
  })
  it('goes at normal when nothing, or a speed not offered, was chosen', () => {
    expect(chooseFeeSpeed(['slow', 'normal', 'fast'], undefined)).toBe('normal')
    expect(chooseFeeSpeed(['normal', 'fast'], 'slow')).toBe('normal')
  })
  it('takes the first offered without normal, and none where nothing is offered', () => {
    expect(chooseFeeSpeed(['slow', 'fast'], undefined)).toBe('slow')
    expect(chooseFeeSpeed([], 'fast')).toBeUndefined()
  })
})
