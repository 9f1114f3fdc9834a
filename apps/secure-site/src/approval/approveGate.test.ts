import { describe, expect, it } from 'vitest'
import { createApproveGate } from './approveGate'

describe('createApproveGate', () => {
  const setUp = () => {
    let time = 1_000
    const gate = createApproveGate({ armMs: 500, now: () => time })
    const wait = (ms: number) => {
      time += ms
    }
    return { gate, wait }
  }

  it('arms once the screen has been in plain view for the whole wait, and says when to look again', () => {
    const { gate, wait } = setUp()
    expect(gate.armed()).toBe(false)
    gate.see(true)
    expect(gate.nextChangeIn()).toBe(500)
    wait(499)
    expect(gate.armed()).toBe(false)
    expect(gate.nextChangeIn()).toBe(1)
    wait(1)
    expect(gate.armed()).toBe(true)
    expect(gate.nextChangeIn()).toBeUndefined()
    // Seen again while in view: the wait does not start over.
    gate.see(true)
    expect(gate.armed()).toBe(true)
  })

  it('starts the wait again after any break, and calls a screen obscured once covered for the wait', () => {
    const { gate, wait } = setUp()
    gate.see(true)
    wait(600)
    gate.see(false)
    expect(gate.armed()).toBe(false)
    expect(gate.obscured()).toBe(false)
    wait(500)
    expect(gate.obscured()).toBe(true)
    gate.see(true)
    expect(gate.obscured()).toBe(false)
    wait(499)
    expect(gate.armed()).toBe(false)
    wait(1)
    expect(gate.armed()).toBe(true)
  })
})
