import { describe, expect, it } from 'vitest'
import type { ApprovalDescription } from '../rpc/describeRequest'
import { createApprovals } from './approvals'

const describe1: ApprovalDescription = { title: 'Sign a message', rows: [] }
const describe2: ApprovalDescription = { title: 'Send a transaction', rows: [] }

describe('createApprovals', () => {
  it('shows one request at a time, in order, and hides when none is left', async () => {
    const events: string[] = []
    const approvals = createApprovals({
      onShow: () => events.push('show'),
      onHide: () => events.push('hide'),
    })
    const first = approvals.request(describe1)
    const second = approvals.request(describe2)
    expect(events).toEqual(['show'])
    const one = approvals.current()
    expect(one?.description.title).toBe('Sign a message')
    approvals.answer(one?.id ?? 0, true)
    // A second click on the same button answers nothing more.
    approvals.answer(one?.id ?? 0, false)
    expect(await first).toBe(true)
    expect(approvals.current()?.description.title).toBe('Send a transaction')
    approvals.answer(approvals.current()?.id ?? 0, false)
    expect(await second).toBe(false)
    expect(approvals.current()).toBeUndefined()
    expect(events).toEqual(['show', 'hide'])
  })

  it('drops an aborted request, on screen or waiting', async () => {
    const approvals = createApprovals({ onShow() {}, onHide() {} })
    const controller = new AbortController()
    const waiting = new AbortController()
    const shown = approvals.request(describe1, controller.signal)
    const queued = approvals.request(describe2, waiting.signal)
    waiting.abort()
    await expect(queued).rejects.toThrow('Request was aborted')
    controller.abort()
    await expect(shown).rejects.toThrow('Request was aborted')
    expect(approvals.current()).toBeUndefined()
    await expect(approvals.request(describe1, controller.signal)).rejects.toThrow(
      'Request was aborted',
    )
  })
})
