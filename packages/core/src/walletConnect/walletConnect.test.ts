import { describe, expect, it, vi } from 'vitest'
import { getAccount } from '../connection/getAccount'
import type { Connector } from '../connectors/Connector'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_TTL_MS } from '../constants'
import { closeModal } from '../modal/closeModal'
import { goBack } from '../modal/goBack'
import { openModal } from '../modal/openModal'
import { createTestLatch } from '../testing/createTestLatch'
import type { Scheduler } from '../timing/scheduler'
import { connectWalletConnect } from './connectWalletConnect'
import { followPairings } from './followPairings'
import { followWalletConnect } from './followWalletConnect'
import { OPENED_PAIRING_STORAGE_KEY, openedPairing, rememberOpenedPairing } from './openedPairing'
import { preparePairing } from './preparePairing'
import type { RegistryWallet } from './RegistryWallet'
import { WALLET_LINK_STORAGE_KEY } from './rememberWalletLink'
import { resumeOpenedPairing } from './resumeOpenedPairing'
import { selectRegistryWallet } from './selectRegistryWallet'

const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  namespace: 'eip155',
}
const rainbow = { id: 'rainbow', name: 'Rainbow', imageUrl: 'http://localhost:8787/i.svg' }
const extension: Connector = { id: 'a', type: 'ANNOUNCED', name: 'Wallet a', namespace: 'eip155' }

/** A clock the test moves by hand. */
function manualClock() {
  let now = 1_000_000
  const timers: { at: number; run: () => void }[] = []
  const schedule: Scheduler = (run, ms) => {
    const timer = { at: now + ms, run }
    timers.push(timer)
    return () => timers.splice(timers.indexOf(timer), 1)
  }
  return {
    now: () => now,
    schedule,
    advance(ms: number) {
      now += ms
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1)
        timer.run()
      }
    },
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setupWalletConnect() {
  const test = createTestLatch({
    adapter: { connectors: [extension, walletConnect] },
    options: { apiUrl: 'http://localhost:8787', projectId: 'latch-demo' },
  })
  const clock = manualClock()
  test.latch.setup()
  followPairings(test.latch, clock)
  return { ...test, clock }
}

describe('WalletConnect', () => {
  it('enables the adapters on the Latch server relay by default', async () => {
    const { adapter } = setupWalletConnect()
    // The adapter's WalletConnect capability and the instance's one client (a chunk of its own) load first.
    await vi.waitFor(() =>
      expect(adapter.walletConnect).toMatchObject({
        relayUrl: 'ws://localhost:8787/relay',
        projectId: 'latch-demo',
      }),
    )
  })

  it('shows the pairing URI on ConnectingWalletConnect, with the chosen wallet, and closes once approved', async () => {
    const { latch, adapter } = setupWalletConnect()
    openModal(latch)
    const result = connectWalletConnect(latch, { wallet: rainbow })
    expect(latch.getState().history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { connectorId: 'walletConnect' },
    })
    expect(latch.getState().pairing?.uri).toBe(adapter.pairingUris[0])
    expect(latch.getState().walletConnectWallet).toBe(rainbow)
    adapter.approvePairing()
    expect(await result).toEqual({ status: 'success' })
    expect(getAccount(latch).isConnected).toBe(true)
    expect(latch.getState()).toMatchObject({ open: false, pairing: undefined })
  })

  it('replaces the pairing 10 s before its 4 minutes are up, so an expired URI is never on screen', async () => {
    const { latch, adapter, clock } = setupWalletConnect()
    openModal(latch)
    void connectWalletConnect(latch)
    const first = latch.getState().pairing
    clock.advance(PAIRING_TTL_MS - PAIRING_EXPIRY_MARGIN_MS - 1)
    expect(latch.getState().pairing).toBe(first)
    clock.advance(1)
    await flush()
    expect(adapter.pairingUris).toHaveLength(2)
    expect(latch.getState().pairing).toEqual({
      uri: adapter.pairingUris[1],
      createdAt: clock.now(),
    })
    expect(latch.getState().history.map((entry) => entry.view)).toEqual([
      'Connect',
      'ConnectingWalletConnect',
    ])
    // The aborted first pairing does not turn into an error on screen.
    expect(latch.getState().connectAttempt?.status).toBe('pending')
  })

  it('a rejected session shows "Connection rejected" and is not renewed', async () => {
    const { latch, adapter, clock } = setupWalletConnect()
    openModal(latch)
    const result = connectWalletConnect(latch)
    adapter.rejectPairing()
    expect(await result).toMatchObject({ status: 'rejected' })
    expect(latch.getState().connectAttempt?.message).toBe('Connection rejected')
    clock.advance(PAIRING_TTL_MS)
    await flush()
    expect(adapter.pairingUris).toHaveLength(1)
  })

  it("a rejected session's QR code is gone: Try again shows no URI but the fresh pairing's", async () => {
    const { latch, adapter } = setupWalletConnect()
    openModal(latch)
    const result = connectWalletConnect(latch)
    adapter.rejectPairing()
    await result
    // Its proposal is gone: scanning it would pair with nothing.
    expect(latch.getState().pairing).toBeUndefined()
    const seen: (string | undefined)[] = []
    const stop = latch.store.subscribe(({ pairing }) => seen.push(pairing?.uri))
    void connectWalletConnect(latch)
    stop()
    expect(adapter.pairingUris).toHaveLength(2)
    expect(seen).not.toContain(adapter.pairingUris[0])
    expect(latch.getState().pairing?.uri).toBe(adapter.pairingUris[1])
  })

  it('closing resets the pairing (behaviour.md §2) and stops its renewal', async () => {
    const { latch, adapter, clock } = setupWalletConnect()
    openModal(latch)
    void connectWalletConnect(latch, { wallet: rainbow })
    closeModal(latch)
    expect(latch.getState()).toMatchObject({ pairing: undefined, walletConnectWallet: undefined })
    clock.advance(PAIRING_TTL_MS)
    await flush()
    expect(adapter.pairingUris).toHaveLength(1)
  })

  it("a rejected session's QR code is gone: Try again shows no URI but the fresh pairing's", async () => {
    const { latch, adapter } = setupWalletConnect()
    openModal(latch)
    const result = connectWalletConnect(latch)
    adapter.rejectPairing()
    await result
    // Its proposal is gone: scanning it would pair with nothing.
    expect(latch.getState().pairing).toBeUndefined()
    const seen: (string | undefined)[] = []
    const stop = latch.store.subscribe(({ pairing }) => seen.push(pairing?.uri))
    void connectWalletConnect(latch)
    stop()
    expect(adapter.pairingUris).toHaveLength(2)
    expect(seen).not.toContain(adapter.pairingUris[0])
    expect(latch.getState().pairing?.uri).toBe(adapter.pairingUris[1])
  })

  it('closing walks away from the pairing: the account is no longer connecting, and nothing fails on screen (behaviour.md §2.3)', async () => {
    const { latch } = setupWalletConnect()
    const stop = followWalletConnect(latch)
    openModal(latch)
    const result = connectWalletConnect(latch)
    await vi.waitFor(() => expect(getAccount(latch).status).toBe('connecting'))
    closeModal(latch)
    expect(await result).toMatchObject({ status: 'failed' })
    expect(getAccount(latch).status).toBe('disconnected')
    expect(latch.getState().connectAttempt).toBeUndefined()
    stop()
  })

  it('"WalletConnectConnector not found" when WalletConnect is off', async () => {
    const { latch } = createTestLatch()
    await expect(connectWalletConnect(latch)).rejects.toThrow('WalletConnectConnector not found')
  })

  it('AllWallets prepares one pairing without leaving the list, and closes once the wallet connects', async () => {
    const { latch, adapter, clock } = setupWalletConnect()
    openModal(latch, { view: 'AllWallets' })
    preparePairing(latch, clock.now())
    preparePairing(latch, clock.now())
    expect(adapter.pairingUris).toHaveLength(1)
    expect(latch.getState().history).toEqual([{ view: 'AllWallets' }])
    expect(latch.getState().pairing?.uri).toBe(adapter.pairingUris[0])
    // Only browsing: the adapter waits on the pairing, but the visitor has not asked to connect.
    expect(adapter.getConnection().status).toBe('connecting')
    expect(getAccount(latch).status).toBe('disconnected')
    adapter.approvePairing()
    await flush()
    expect(latch.getState().open).toBe(false)
  })

  const rainbowEntry: RegistryWallet = {
    ...rainbow,
    rdns: 'me.rainbow',
    homepage: null,
    links: {
      mobile: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
      desktop: { native: null, universal: null },
      web: null,
    },
    stores: {
      ios: 'https://apps.apple.com/app/id1457119021',
      android: null,
      chrome: null,
      firefox: null,
      edge: null,
    },
    chains: ['eip155:*'],
    injectedIds: [],
  }

  function phoneOf(clock: { now: () => number }) {
    const opened: string[] = []
    const stored = new Map<string, string>()
    return {
      opened,
      stored,
      environment: {
        isMobile: true,
        userAgent: 'iPhone',
        navigate: (url: string) => opened.push(url),
        now: clock.now(),
        storage: { setItem: (key: string, value: string) => stored.set(key, value) },
      },
    }
  }

  it('a tap on a phone opens the wallet in the same task, with the prepared pairing; a computer shows its QR code', () => {
    const { latch, adapter, clock } = setupWalletConnect()
    openModal(latch, { view: 'AllWallets' })
    preparePairing(latch, clock.now())
    const phone = phoneOf(clock)
    selectRegistryWallet(latch, { wallet: rainbowEntry }, phone.environment)
    // Synchronously: nothing awaited between the tap and the navigation.
    expect(phone.opened).toEqual([
      `https://rnbwapp.com/wc?uri=${encodeURIComponent(adapter.pairingUris[0] ?? '')}`,
    ])
    // The same attempt goes on, shown by the connecting view (open again, or get the app).
    expect(getAccount(latch).status).toBe('connecting')
    expect(latch.getState().history.map((entry) => entry.view)).toEqual([
      'AllWallets',
      'ConnectingWalletConnect',
    ])
    expect(adapter.pairingUris).toHaveLength(1)
    expect(latch.getState().walletConnectWallet?.stores?.ios).toBe(rainbowEntry.stores.ios)

    // "Open Rainbow" on that view opens it again, without a second entry.
    selectRegistryWallet(latch, { wallet: rainbowEntry }, phone.environment)
    expect(phone.opened).toHaveLength(2)
    expect(latch.getState().history).toHaveLength(2)

    const desktop = { ...phone.environment, isMobile: false }
    goBack(latch)
    selectRegistryWallet(latch, { wallet: rainbowEntry }, desktop)
    expect(phone.opened).toHaveLength(2)
    expect(latch.getState().history.at(-1)?.view).toBe('ConnectingWalletConnect')
    expect(latch.getState().walletConnectWallet?.name).toBe('Rainbow')
  })

  it('remembers the opened wallet the way the WalletConnect client reads it for later requests', () => {
    const { latch, clock } = setupWalletConnect()
    openModal(latch, { view: 'AllWallets' })
    preparePairing(latch, clock.now())
    const phone = phoneOf(clock)
    selectRegistryWallet(latch, { wallet: rainbowEntry }, phone.environment)
    expect(JSON.parse(phone.stored.get(WALLET_LINK_STORAGE_KEY) ?? '{}')).toEqual({
      href: 'https://rnbwapp.com',
      name: 'Rainbow',
    })
    // And the pairing it handed to the wallet, resumed if the page is reloaded meanwhile (behaviour.md §10.7).
    const kept = openedPairing(clock.now(), {
      getItem: (key) => phone.stored.get(key) ?? null,
      setItem: () => {},
      removeItem: () => {},
    })
    expect(kept).toEqual({
      uri: latch.getState().pairing?.uri,
      createdAt: latch.getState().pairing?.createdAt,
      connectorId: latch.getState().connectAttempt?.connectorId,
      wallet: {
        id: rainbowEntry.id,
        name: 'Rainbow',
        imageUrl: rainbowEntry.imageUrl,
        links: rainbowEntry.links,
        stores: rainbowEntry.stores,
      },
    })

    // A computer's QR code remembers nothing: the phone that scans it is not known.
    const other = phoneOf(clock)
    selectRegistryWallet(latch, { wallet: rainbowEntry }, { ...other.environment, isMobile: false })
    expect(other.stored.size).toBe(0)
  })

  it('closes once the wallet opened from a phone connects', async () => {
    const { latch, adapter, clock } = setupWalletConnect()
    openModal(latch, { view: 'AllWallets' })
    preparePairing(latch, clock.now())
    selectRegistryWallet(latch, { wallet: rainbowEntry }, phoneOf(clock).environment)
    adapter.approvePairing()
    await flush()
    expect(latch.getState().open).toBe(false)
  })

  it('renews the pairing behind AllWallets before it expires, staying on the list', async () => {
    const { latch, adapter, clock } = setupWalletConnect()
    openModal(latch, { view: 'AllWallets' })
    preparePairing(latch, clock.now())
    clock.advance(PAIRING_TTL_MS - PAIRING_EXPIRY_MARGIN_MS)
    await flush()
    expect(adapter.pairingUris).toHaveLength(2)
    expect(latch.getState().pairing?.uri).toBe(adapter.pairingUris[1])
    expect(latch.getState().history).toEqual([{ view: 'AllWallets' }])
  })

  it('loads the WalletConnect client when the modal first opens, once', async () => {
    const { latch, adapter } = setupWalletConnect()
    await vi.dynamicImportSettled()
    expect(adapter.walletConnectPrepared).toBe(0)
    openModal(latch)
    closeModal(latch)
    openModal(latch)
    await flush()
    expect(adapter.walletConnectPrepared).toBe(1)
  })

  it("loads the client when the modal opened before the feature's chunk arrived", async () => {
    const { latch, adapter } = setupWalletConnect()
    openModal(latch)
    expect(adapter.walletConnectPrepared).toBe(0)
    await vi.dynamicImportSettled()
    expect(adapter.walletConnectPrepared).toBe(1)
  })

  describe('back from the wallet to a reloaded page (behaviour.md §10.7)', () => {
    function keptPairing(clock: { now: () => number }) {
      const items = new Map<string, string>()
      const storage = {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      }
      rememberOpenedPairing(
        {
          uri: 'wc:1@2?relay-protocol=irn&symKey=00',
          createdAt: clock.now() - 30_000,
          connectorId: 'walletConnect',
          wallet: { ...rainbow, links: rainbowEntry.links, stores: rainbowEntry.stores },
        },
        storage,
      )
      return { items, storage }
    }

    it('opens on the view that waits for that wallet, and the answer connects; then the pairing is forgotten', async () => {
      const { latch, adapter, clock } = setupWalletConnect()
      const { items, storage } = keptPairing(clock)
      const stop = resumeOpenedPairing(latch, { now: clock.now, storage })
      await vi.waitFor(() =>
        expect(latch.getState().history.at(-1)?.view).toBe('ConnectingWalletConnect'),
      )
      expect(latch.getState()).toMatchObject({
        open: true,
        walletConnectWallet: { name: 'Rainbow', links: rainbowEntry.links },
        connectAttempt: { connectorId: 'walletConnect', status: 'pending' },
      })
      adapter.approvePairing()
      await vi.waitFor(() => expect(getAccount(latch).isConnected).toBe(true))
      expect(latch.getState().open).toBe(false)
      expect(items.has(OPENED_PAIRING_STORAGE_KEY)).toBe(false)
      stop()
    })

    it("another wallet's failure keeps it; its own attempt's rejection forgets it", async () => {
      const { latch, adapter, clock } = setupWalletConnect()
      const { items, storage } = keptPairing(clock)
      const stop = resumeOpenedPairing(latch, { now: clock.now, storage })
      await vi.waitFor(() =>
        expect(latch.getState().connectAttempt?.connectorId).toBe('walletConnect'),
      )
      const own = latch.getState().connectAttempt
      latch.store.setState({
        connectAttempt: { connectorId: 'a', status: 'failed', message: 'Failed to connect' },
      })
      expect(items.has(OPENED_PAIRING_STORAGE_KEY)).toBe(true)
      latch.store.setState({ connectAttempt: own })
      adapter.rejectPairing()
      await vi.waitFor(() => expect(items.has(OPENED_PAIRING_STORAGE_KEY)).toBe(false))
      stop()
    })

    it('leaves alone a visitor already connected, an open modal, and an expired pairing', async () => {
      for (const arrange of ['connected', 'open', 'expired'] as const) {
        const { latch, adapter, clock } = setupWalletConnect()
        const { items, storage } = keptPairing(clock)
        if (arrange === 'connected')
          adapter.set({
            status: 'connected',
            address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            caipNetworkId: 'eip155:31337',
            connectorId: 'a',
          })
        if (arrange === 'open') openModal(latch, { view: 'AllWallets' })
        if (arrange === 'expired') clock.advance(PAIRING_TTL_MS)
        const stop = resumeOpenedPairing(latch, { now: clock.now, storage })
        await flush()
        expect(latch.getState().connectAttempt, arrange).toBeUndefined()
        if (arrange === 'expired') expect(items.size).toBe(0)
        stop()
      }
    })
  })
})
