import { describe, expect, it } from 'vitest'
import { type OpenContext, resolveOpenView } from './resolveOpenView'

const context: OpenContext = {
  activeNamespace: 'eip155',
  isConnected: false,
  hasAdapters: true,
  manualWalletConnectControl: false,
  isMobile: false,
}

describe('resolveOpenView', () => {
  it('rule 1: switches first when another namespace is requested, before every other rule', () => {
    expect(
      resolveOpenView({ namespace: 'solana', view: 'Account' }, { ...context, hasAdapters: false }),
    ).toEqual({
      type: 'switchNamespace',
      namespace: 'solana',
    })
  })

  it('rule 1 does not apply to the active namespace', () => {
    expect(resolveOpenView({ namespace: 'eip155' }, context)).toEqual({
      type: 'show',
      view: 'Connect',
    })
  })

  it('rule 2: without adapters and no address, WalletConnect basic on desktop, AllWallets on mobile', () => {
    expect(resolveOpenView({ view: 'Networks' }, { ...context, hasAdapters: false })).toEqual({
      type: 'show',
      view: 'ConnectingWalletConnectBasic',
    })
    expect(
      resolveOpenView({}, { ...context, manualWalletConnectControl: true, isMobile: true }),
    ).toEqual({
      type: 'show',
      view: 'AllWallets',
    })
  })

  it('rule 2 does not apply once connected', () => {
    expect(resolveOpenView({}, { ...context, hasAdapters: false, isConnected: true })).toEqual({
      type: 'show',
      view: 'Account',
    })
  })

  it('rule 3: a requested view wins over the connection state', () => {
    expect(resolveOpenView({ view: 'Networks' }, { ...context, isConnected: true })).toEqual({
      type: 'show',
      view: 'Networks',
    })
  })

  it('rule 4: connected opens Account', () => {
    expect(resolveOpenView({}, { ...context, isConnected: true })).toEqual({
      type: 'show',
      view: 'Account',
    })
  })

  it('rule 5: otherwise Connect', () => {
    expect(resolveOpenView({}, context)).toEqual({ type: 'show', view: 'Connect' })
  })
})
