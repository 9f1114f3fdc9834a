import { describe, expect, it } from 'vitest'
import { closedHistory, historyAfterBack, inlineView } from './routerRules'

describe('historyAfterBack', () => {
  it('closes when only one entry remains', () => {
    expect(historyAfterBack([{ view: 'Account' }], true)).toEqual({ type: 'close' })
    expect(historyAfterBack([], false)).toEqual({ type: 'close' })
  })

  it('pops the history', () => {
    expect(
      historyAfterBack(
        [{ view: 'Connect' }, { view: 'ConnectingExternal', data: { connectorId: 'x' } }],
        false,
      ),
    ).toEqual({
      type: 'show',
      history: [{ view: 'Connect' }],
    })
  })

  it('lands on Account instead of Connect while connected', () => {
    expect(historyAfterBack([{ view: 'Connect' }, { view: 'Networks' }], true)).toEqual({
      type: 'show',
      history: [{ view: 'Account' }],
    })
  })

  it('keeps Connect while disconnected', () => {
    expect(historyAfterBack([{ view: 'Connect' }, { view: 'Networks' }], false)).toEqual({
      type: 'show',
      history: [{ view: 'Connect' }],
    })
  })
})

describe('closedHistory and inlineView', () => {
  it('closing resets to Connect; the inline modal shows Account or Connect', () => {
    expect(closedHistory).toEqual([{ view: 'Connect' }])
    expect(inlineView(true)).toBe('Account')
    expect(inlineView(false)).toBe('Connect')
  })
})
