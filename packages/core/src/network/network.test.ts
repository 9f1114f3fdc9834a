import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect'
import { getAccount } from '../connection/getAccount'
import { openModal } from '../modal/openModal'
import { pushView } from '../modal/pushView'
import { createTestLatch } from '../testing/createTestLatch'
import { getNetwork } from './getNetwork'
import { switchNetwork } from './switchNetwork'

const view = (latch: ReturnType<typeof createTestLatch>['latch']) =>
  latch.getState().history.at(-1)?.view

describe('network', () => {
  it('opens UnsupportedChain when the wallet moves to a network the app does not list, and closes when back', async () => {
    const { latch, adapter } = createTestLatch()
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    adapter.set({ ...adapter.getConnection(), caipNetworkId: 'eip155:999' })
    expect(latch.getState().open).toBe(true)
    expect(view(latch)).toBe('UnsupportedChain')
    expect(getAccount(latch).isNetworkSupported).toBe(false)
    await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    expect(latch.getState().open).toBe(false)
    expect(getAccount(latch).chainId).toBe(31338)
  })

  it('a connection on an unlisted network stays on UnsupportedChain instead of closing', async () => {
    const { latch, adapter } = createTestLatch()
    latch.setup()
    adapter.connect = async ({ connectorId }) =>
      adapter.set({
        status: 'connected',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        caipNetworkId: 'eip155:999',
        connectorId,
      })
    openModal(latch)
    await connect(latch, { connectorId: 'a' })
    expect(latch.getState().open).toBe(true)
    expect(view(latch)).toBe('UnsupportedChain')
  })

  it('does not show UnsupportedChain when unsupported chains are allowed', async () => {
    const { latch, adapter } = createTestLatch({ options: { allowUnsupportedChain: true } })
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    adapter.set({ ...adapter.getConnection(), caipNetworkId: 'eip155:999' })
    expect(latch.getState().open).toBe(false)
  })

  it('remembers the network chosen while disconnected, returns from the list, and connects to it', async () => {
    const { latch, storage } = createTestLatch()
    latch.setup()
    // Reconnect has run (nothing saved): the visitor acts after it.
    await Promise.resolve()
    openModal(latch)
    pushView(latch, 'Networks')
    await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    expect(latch.getState().preferredCaipNetworkId).toBe('eip155:31338')
    expect(view(latch)).toBe('Connect')
    expect(storage.getItem('@latch/last-chain')).toContain('eip155:31338')
    await connect(latch, { connectorId: 'a' })
    expect(getAccount(latch).caipNetworkId).toBe('eip155:31338')
  })

  it('switching from the network list shows SwitchNetwork while the wallet asks, then closes', async () => {
    const { latch } = createTestLatch()
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    openModal(latch, { view: 'Networks' })
    const pending = switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    expect(latch.getState().history.at(-1)).toEqual({
      view: 'SwitchNetwork',
      data: { caipNetworkId: 'eip155:31338' },
    })
    expect(await pending).toEqual({ status: 'success' })
    expect(latch.getState().open).toBe(false)
    expect(latch.getState().preferredCaipNetworkId).toBe('eip155:31338')
  })

  it('a declined switch stays on SwitchNetwork with the spec text; the retry replaces it', async () => {
    const { latch, adapter } = createTestLatch()
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    adapter.switchNetwork = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    openModal(latch, { view: 'Networks' })
    const result = await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'userRejected' } })
    expect(latch.getState().switchAttempt).toEqual({
      caipNetworkId: 'eip155:31338',
      status: 'rejected',
      message: 'User rejected the request',
    })
    await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    expect(latch.getState().history.map((entry) => entry.view)).toEqual([
      'Networks',
      'SwitchNetwork',
    ])
  })

  it('throws for a network the app does not list', async () => {
    const { latch } = createTestLatch()
    await expect(switchNetwork(latch, { caipNetworkId: 'eip155:1' })).rejects.toThrow(
      'Network not found',
    )
  })

  it('finds the app networks by id', () => {
    const { latch } = createTestLatch()
    expect(getNetwork(latch, 'eip155:31338')?.name).toBe('Local 2')
    expect(getNetwork(latch, 'eip155:1')).toBeUndefined()
  })
})
