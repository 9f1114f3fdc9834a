import { describe, expect, it } from 'vitest'
import { LatchError } from '../errors/LatchError'
import { parseSavedWallets } from './parseSavedWallets'
import { reconnectSavedWallets, savedReconnectOrder } from './reconnectOrder'
import type { SavedWallet } from './SavedWallet'
import { switchRule } from './switchRule'

const context = {
  namespaces: ['eip155', 'solana'],
  knowsConnector: (_: string, connectorId: string) =>
    ['injected', 'walletConnect', 'embedded'].includes(connectorId),
}

const wallet = (connectorId: string, lastActiveAt: number): SavedWallet => ({
  namespace: 'eip155',
  connectorId,
  lastActiveAt,
})

describe('switching a connection (behaviour.md §4.3)', () => {
  it('makes a connected or active one active again', () => {
    expect(switchRule('connected')).toBe('activate')
    expect(switchRule('active')).toBe('activate')
  })

  it('reconnects a disconnected one through its own flow', () => {
    expect(switchRule('disconnected')).toBe('reconnect')
  })

  it('treats any other status as an error', () => {
    for (const status of ['connecting', 'reconnecting', '', undefined, 3]) {
      expect(() => switchRule(status)).toThrow(LatchError)
      expect(() => switchRule(status)).toThrow('Invalid connection status')
    }
  })
})

describe('reconnecting the saved connections (behaviour.md §4.1)', () => {
  it('goes most recently active first', () => {
    const order = savedReconnectOrder([
      wallet('injected', 1),
      wallet('walletConnect', 3),
      wallet('embedded', 2),
    ])
    expect(order.map((w) => w.connectorId)).toEqual(['walletConnect', 'embedded', 'injected'])
  })

  it('tries one at a time, every saved one, past a wallet that is gone', async () => {
    const tried: string[] = []
    let inFlight = 0
    const back = await reconnectSavedWallets(
      [wallet('injected', 1), wallet('walletConnect', 3), wallet('embedded', 2)],
      async ({ connectorId }) => {
        inFlight += 1
        expect(inFlight).toBe(1)
        tried.push(connectorId)
        await Promise.resolve()
        inFlight -= 1
        // The WalletConnect session ended on the wallet's side; the embedded wallet's frame throws.
        if (connectorId === 'walletConnect') return false
        if (connectorId === 'embedded') throw new Error('frame gone')
        return true
      },
    )
    expect(tried).toEqual(['walletConnect', 'embedded', 'injected'])
    expect(back.map((w) => w.connectorId)).toEqual(['injected'])
  })
})

describe('saved connections read from storage', () => {
  it('reads what Latch wrote', () => {
    const saved = [
      wallet('injected', 2),
      { ...wallet('embedded', 1), auth: { username: 'a@b.co' } },
    ]
    expect(parseSavedWallets(JSON.stringify(saved), context)).toEqual({
      wallets: [
        { ...wallet('injected', 2), auth: undefined },
        { ...wallet('embedded', 1), auth: { provider: undefined, username: 'a@b.co' } },
      ],
      unlisted: [],
      warnings: [],
    })
    expect(parseSavedWallets(null, context)).toEqual({ wallets: [], unlisted: [], warnings: [] })
  })

  it('ignores truncated JSON with a warning', () => {
    const raw = JSON.stringify([wallet('injected', 1)]).slice(0, 20)
    expect(parseSavedWallets(raw, context)).toEqual({
      wallets: [],
      unlisted: [],
      warnings: ['saved connections are not valid JSON'],
    })
  })

  it('leaves out an unknown connector, a foreign namespace and a malformed entry, keeping the rest', () => {
    const raw = JSON.stringify([
      wallet('gone-wallet', 4),
      { ...wallet('injected', 3), namespace: 'cosmos' },
      { ...wallet('injected', 2), namespace: 'not-a-namespace' },
      { connectorId: 'injected' },
      null,
      wallet('injected', 1),
    ])
    const { wallets, unlisted, warnings } = parseSavedWallets(raw, context)
    expect(wallets.map((w) => w.connectorId)).toEqual(['injected'])
    // Well-formed but of a connector not listed now (it may announce itself late): kept apart, not dropped.
    expect(unlisted).toEqual([wallet('gone-wallet', 4)])
    expect(warnings).toEqual([
      'a saved connection is of an unknown connector: gone-wallet',
      'a saved connection is of a namespace this app does not have: cosmos',
      'a saved connection is of a namespace this app does not have: not-a-namespace',
      'a saved connection is malformed',
      'a saved connection is malformed',
    ])
  })

  it('ignores a value that is not a list', () => {
    expect(parseSavedWallets('{"eip155":{"connectorId":"injected"}}', context).warnings).toEqual([
      'saved connections are not a list',
    ])
  })
})
