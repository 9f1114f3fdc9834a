import { describe, expect, it } from 'vitest'
import { connect } from './connection/connect'
import { createLatch } from './createLatch'
import { createTestAdapter } from './testing/createTestAdapter'
import { createTestLatch } from './testing/createTestLatch'
import { testNetworks } from './testing/testNetworks'

describe('createLatch', () => {
  it('composes the store from every feature slice', () => {
    const { latch } = createTestLatch()
    expect(latch.getState()).toEqual({
      open: false,
      history: [{ view: 'Connect' }],
      closeDisabled: false,
      activeNamespace: 'eip155',
      connectAttempt: undefined,
      recentWalletIds: [],
      preferredCaipNetworkId: 'eip155:31337',
      switchAttempt: undefined,
      balance: undefined,
      balanceStatus: 'idle',
      profileName: undefined,
      siwx: { status: 'idle' },
      send: { form: { to: '', amount: '' }, status: 'idle' },
      swap: { amount: '' },
      pairing: undefined,
      walletConnectWallet: undefined,
      emailLogin: undefined,
      emailUpdate: undefined,
      embeddedUser: undefined,
      socialLogin: undefined,
      preferredAccountType: 'eoa',
      smartAccountDeployed: undefined,
    })
  })

  it('refuses an app without adapters', () => {
    expect(() =>
      createLatch({
        networks: testNetworks,
        adapters: [] as never,
        metadata: { name: '', description: '', url: '', icons: [] },
      }),
    ).toThrow('Chain adapter not found')
  })

  it('two instances share nothing', async () => {
    const one = createTestLatch()
    const two = createTestLatch()
    one.latch.setup()
    two.latch.setup()
    await connect(one.latch, { connectorId: 'a' })
    expect(one.latch.getState().recentWalletIds).toEqual(['a'])
    expect(two.latch.getState().recentWalletIds).toEqual([])
  })

  it('setup is idempotent and its teardown stops following the wallet', async () => {
    const { latch, adapter } = createTestLatch()
    const stop = latch.setup()
    expect(latch.setup()).toBe(stop)
    stop()
    adapter.set({
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      caipNetworkId: 'eip155:999',
      connectorId: 'a',
    })
    expect(latch.getState().open).toBe(false)
  })

  it('starts its adapters on setup, not before', () => {
    const adapter = createTestAdapter({ networks: testNetworks })
    let started = 0
    adapter.setup = () => {
      started++
      return () => {}
    }
    const latch = createLatch({
      networks: testNetworks,
      adapters: [adapter],
      metadata: { name: '', description: '', url: '', icons: [] },
      storage: null,
    })
    expect(started).toBe(0)
    latch.setup()
    expect(started).toBe(1)
  })
})
