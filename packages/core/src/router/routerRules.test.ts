import { describe, expect, it } from 'vitest'
import { closedHistory, embeddedView, goBack, pushView, replaceView } from './routerRules'
import { isViewName } from './views'

describe('goBack', () => {
  it('closes when only one entry remains', () => {
    expect(goBack([{ view: 'Account' }], true)).toEqual({ type: 'close' })
    expect(goBack([], false)).toEqual({ type: 'close' })
  })

  it('pops the history', () => {
    expect(
      goBack(
        [{ view: 'Connect' }, { view: 'ConnectingExternal', data: { connectorId: 'x' } }],
        false,
      ),
    ).toEqual({
      type: 'show',
      history: [{ view: 'Connect' }],
    })
  })

  it('lands on Account instead of Connect while connected', () => {
    expect(goBack([{ view: 'Connect' }, { view: 'Networks' }], true)).toEqual({
      type: 'show',
      history: [{ view: 'Account' }],
    })
  })

  it('keeps Connect while disconnected', () => {
    expect(goBack([{ view: 'Connect' }, { view: 'Networks' }], false)).toEqual({
      type: 'show',
      history: [{ view: 'Connect' }],
    })
  })
})

describe('history helpers', () => {
  it('push appends, replace swaps the top', () => {
    const pushed = pushView([{ view: 'Account' }], 'Networks')
    expect(pushed).toEqual([{ view: 'Account' }, { view: 'Networks', data: undefined }])
    expect(replaceView(pushed, 'SwitchNetwork', { caipNetworkId: 'eip155:1' })).toEqual([
      { view: 'Account' },
      { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:1' } },
    ])
  })

  it('closing resets to Connect; embedded mode shows Account or Connect', () => {
    expect(closedHistory).toEqual([{ view: 'Connect' }])
    expect(embeddedView(true)).toBe('Account')
    expect(embeddedView(false)).toBe('Connect')
  })
})

describe('isViewName', () => {
  it('knows the views of the spec and nothing else', () => {
    expect(isViewName('Account')).toBe(true)
    expect(isViewName('UnsupportedChain')).toBe(true)
    expect(isViewName('account')).toBe(false)
    expect(isViewName(undefined)).toBe(false)
  })
})
