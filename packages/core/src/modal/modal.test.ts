import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect'
import { disconnect } from '../connection/disconnect'
import type { Latch } from '../createLatch'
import { createTestLatch } from '../testing/createTestLatch'
import { closeModal } from './closeModal'
import { goBack } from './goBack'
import { openModal } from './openModal'
import { pushView } from './pushView'
import { replaceView } from './replaceView'

const view = (latch: Latch) => latch.getState().history.at(-1)?.view

describe('the modal', () => {
  it('opens Connect while disconnected and a requested view when asked', () => {
    const { latch } = createTestLatch()
    openModal(latch)
    expect(latch.getState().open).toBe(true)
    expect(view(latch)).toBe('Connect')
    openModal(latch, { view: 'Networks' })
    expect(view(latch)).toBe('Networks')
  })

  it('push appends a view with its params; replace swaps the top', () => {
    const { latch } = createTestLatch()
    openModal(latch, { view: 'Account' })
    pushView(latch, 'Networks')
    expect(latch.getState().history).toEqual([{ view: 'Account' }, { view: 'Networks' }])
    replaceView(latch, 'SwitchNetwork', { caipNetworkId: 'eip155:1' })
    expect(latch.getState().history).toEqual([
      { view: 'Account' },
      { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:1' } },
    ])
  })

  it('closing resets the view to Connect, clears pending attempts and tells the features', async () => {
    const { latch } = createTestLatch({ adapter: { reject: true } })
    latch.setup()
    const closed: unknown[] = []
    latch.events.on('closed', (event) => closed.push(event))
    openModal(latch)
    await connect(latch, { connectorId: 'a' })
    closeModal(latch)
    expect(latch.getState()).toMatchObject({
      open: false,
      history: [{ view: 'Connect' }],
      connectAttempt: undefined,
    })
    expect(closed).toEqual([{}])
    closeModal(latch)
    expect(closed).toHaveLength(1)
  })

  it('going back to Connect while connected lands on Account; one entry left closes', async () => {
    const { latch } = createTestLatch()
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    openModal(latch, { view: 'Connect' })
    pushView(latch, 'Networks')
    goBack(latch)
    expect(view(latch)).toBe('Account')
    goBack(latch)
    expect(latch.getState().open).toBe(false)
  })

  it('closes the Account view when the wallet disconnects', async () => {
    const { latch, adapter } = createTestLatch()
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    openModal(latch)
    expect(view(latch)).toBe('Account')
    adapter.set({ status: 'disconnected' })
    expect(latch.getState().open).toBe(false)
  })

  it('inline, stays open: Account when connected, Connect otherwise', async () => {
    const { latch } = createTestLatch({ options: { inline: true } })
    latch.setup()
    expect(latch.getState().open).toBe(true)
    await connect(latch, { connectorId: 'a' })
    closeModal(latch)
    expect(latch.getState().open).toBe(true)
    expect(view(latch)).toBe('Account')
    await disconnect(latch)
    expect(view(latch)).toBe('Connect')
  })

  it('inline, follows a connection made elsewhere (a reconnect) from Connect to Account', () => {
    const { latch, adapter } = createTestLatch({ options: { inline: true } })
    latch.setup()
    adapter.set({
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      caipNetworkId: 'eip155:31337',
      connectorId: 'a',
    })
    expect(view(latch)).toBe('Account')
  })
})
