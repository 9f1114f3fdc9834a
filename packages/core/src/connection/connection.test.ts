import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import type { LatchEvents } from '../events/LatchEvents'
import { openModal } from '../modal/openModal'
import { testAddress } from '../testing/createTestAdapter'
import { createTestLatch } from '../testing/createTestLatch'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { getAccount } from './getAccount'
import { getConnectors } from './getConnectors'

const view = (latch: ReturnType<typeof createTestLatch>['latch']) =>
  latch.getState().history.at(-1)?.view
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('connection', () => {
  it('connects, records the recent wallet, closes, and opens Account next time', async () => {
    const { latch } = createTestLatch()
    latch.setup()
    openModal(latch)
    expect(await connect(latch, { connectorId: 'b' })).toEqual({ status: 'success' })
    expect(latch.getState().open).toBe(false)
    expect(latch.getState().recentWalletIds).toEqual(['b'])
    expect(getAccount(latch)).toMatchObject({
      isConnected: true,
      address: testAddress,
      caipAddress: `eip155:31337:${testAddress}`,
      chainId: 31337,
    })
    openModal(latch)
    expect(view(latch)).toBe('Account')
    expect(getConnectors(latch)[0]?.id).toBe('b')
  })

  it('shows ConnectingExternal while the wallet asks, and "Connection rejected" with a retry when it rejects', async () => {
    const { latch } = createTestLatch({ adapter: { reject: true } })
    openModal(latch)
    const pending = connect(latch, { connectorId: 'a' })
    expect(latch.getState().history).toEqual([
      { view: 'Connect' },
      { view: 'ConnectingExternal', data: { connectorId: 'a' } },
    ])
    expect(latch.getState().connectAttempt).toEqual({ connectorId: 'a', status: 'pending' })
    const result = await pending
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'connectionRejected' } })
    expect(latch.getState().connectAttempt).toEqual({
      connectorId: 'a',
      status: 'rejected',
      message: 'Connection rejected',
    })
    expect(view(latch)).toBe('ConnectingExternal')
    // The retry replaces the view instead of stacking another one.
    await connect(latch, { connectorId: 'a' })
    expect(latch.getState().history).toHaveLength(2)
  })

  it('"Failed to connect" for any other failure', async () => {
    const { latch, adapter } = createTestLatch()
    adapter.connect = async () => {
      throw new Error('the extension crashed')
    }
    const result = await connect(latch, { connectorId: 'a' })
    expect(result).toMatchObject({ status: 'failed', error: { message: 'Failed to connect' } })
    expect(latch.getState().connectAttempt?.message).toBe('Failed to connect')
  })

  it('connects without opening the modal when called with the modal closed', async () => {
    const { latch } = createTestLatch()
    await connect(latch, { connectorId: 'a' })
    expect(latch.getState().open).toBe(false)
    expect(getAccount(latch).isConnected).toBe(true)
  })

  it('rejects an unknown connector id', async () => {
    const { latch } = createTestLatch()
    await expect(connect(latch, { connectorId: 'nope' })).rejects.toThrow('Connector not found')
  })

  it('reconnects one connector at a time, most recent first, only after a saved connection', async () => {
    const first = createTestLatch({ adapter: { authorized: ['c'] } })
    first.latch.setup()
    await Promise.resolve()
    expect(first.adapter.tried).toEqual([])

    const { latch, adapter, storage } = createTestLatch({ adapter: { authorized: ['a', 'c'] } })
    const seed = createLatch({ ...latch.options, storage })
    seed.storage.addRecentWalletId('b')
    seed.storage.addRecentWalletId('c')
    seed.storage.setConnections({ eip155: { connectorId: 'c' } })
    latch.setup()
    await tick()
    expect(adapter.tried).toEqual(['c'])
    expect(getAccount(latch).connectorId).toBe('c')
  })

  it('tries the saved connector first even before it is listed (a connector a feature adds later)', async () => {
    const { latch, adapter, storage } = createTestLatch({ adapter: { authorized: ['late'] } })
    const seed = createLatch({ ...latch.options, storage })
    seed.storage.setConnections({ eip155: { connectorId: 'late' } })
    latch.setup()
    await tick()
    expect(adapter.tried).toEqual(['late'])
    expect(getAccount(latch).connectorId).toBe('late')
  })

  it('ends disconnected and clears the session when no connector reconnects', async () => {
    const { latch, adapter, storage } = createTestLatch({ adapter: { authorized: [] } })
    const seed = createLatch({ ...latch.options, storage })
    seed.storage.setConnections({ eip155: { connectorId: 'b' } })
    seed.storage.setLastChain('eip155:31338')
    latch.setup()
    await tick()
    expect(adapter.tried).toEqual(['b', 'a', 'c'])
    expect(getAccount(latch).status).toBe('disconnected')
    expect(seed.storage.getLastChain()).toBeUndefined()
  })

  it('disconnect closes the modal and forgets the saved connection', async () => {
    const { latch } = createTestLatch()
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    openModal(latch)
    expect(await disconnect(latch)).toEqual({ status: 'success' })
    expect(latch.getState().open).toBe(false)
    expect(getAccount(latch).isConnected).toBe(false)
    expect(latch.storage.getConnections()).toEqual({})
  })

  it('a wallet that fails to disconnect: "Failed to disconnect", and the session is forgotten anyway', async () => {
    const { latch, adapter } = createTestLatch()
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    adapter.disconnect = async () => {
      throw new Error('gone')
    }
    const result = await disconnect(latch)
    expect(result).toMatchObject({ status: 'failed', error: { code: 'failedToDisconnect' } })
    expect(latch.toasts.getToast()?.message).toBe('Failed to disconnect')
    expect(latch.storage.getConnections()).toEqual({})
  })

  it('tells the other features: connected, networkChanged, accountChanged, then disconnected', async () => {
    const { latch, adapter } = createTestLatch()
    latch.setup()
    const heard: (keyof LatchEvents)[] = []
    for (const name of ['connected', 'disconnected', 'networkChanged', 'accountChanged'] as const)
      latch.events.on(name, () => heard.push(name))
    await connect(latch, { connectorId: 'a' })
    expect(heard).toEqual(['connected', 'networkChanged', 'accountChanged'])
    heard.length = 0
    adapter.set({ ...adapter.getConnection(), caipNetworkId: 'eip155:31338' })
    expect(heard).toEqual(['networkChanged', 'accountChanged'])
    heard.length = 0
    adapter.set({ status: 'disconnected' })
    expect(heard).toEqual(['disconnected', 'accountChanged'])
  })

  it('keeps account and connector snapshots stable while nothing changes', () => {
    const { latch } = createTestLatch()
    expect(getAccount(latch)).toBe(getAccount(latch))
    expect(getConnectors(latch)).toBe(getConnectors(latch))
  })
})
