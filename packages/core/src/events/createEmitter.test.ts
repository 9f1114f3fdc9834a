import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './createEmitter'

type Events = { ping: { n: number }; pong: Record<string, never> }

describe('createEmitter', () => {
  it('calls the listeners of an event in registration order, with its payload', () => {
    const emitter = createEmitter<Events>()
    const calls: string[] = []
    emitter.on('ping', ({ n }) => calls.push(`a${n}`))
    emitter.on('ping', ({ n }) => calls.push(`b${n}`))
    emitter.on('pong', () => calls.push('pong'))
    emitter.emit('ping', { n: 1 })
    expect(calls).toEqual(['a1', 'b1'])
  })

  it('stops calling a listener once it is removed', () => {
    const emitter = createEmitter<Events>()
    const listener = vi.fn()
    const off = emitter.on('pong', listener)
    emitter.emit('pong', {})
    off()
    emitter.emit('pong', {})
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('reports a throwing listener and still calls the next one', () => {
    const emitter = createEmitter<Events>()
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    const next = vi.fn()
    emitter.on('ping', () => {
      throw new Error('bug')
    })
    emitter.on('ping', next)
    emitter.emit('ping', { n: 2 })
    expect(next).toHaveBeenCalledWith({ n: 2 })
    expect(report).toHaveBeenCalledTimes(1)
    report.mockRestore()
  })
})
