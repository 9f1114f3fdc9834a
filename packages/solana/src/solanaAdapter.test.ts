// @vitest-environment happy-dom
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { solanaDevnet, solanaLocal, solanaMainnet } from './networks/solanaNetworks'
import { solanaSend } from './send/index'
import { type SolanaAdapter, solanaAdapter } from './solanaAdapter'
import { createTestWallet, type TestWalletOptions } from './testing/createTestWallet'

const networks = [solanaMainnet, solanaDevnet, solanaLocal]
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function startAdapter(
  options: { walletWaitMs?: number; silentConnectMs?: number } = {},
): SolanaAdapter {
  const adapter = solanaAdapter({ networks, capabilities: [solanaSend], ...options })
  cleanups.push(adapter.setup())
  return adapter
}

async function registeredWallet(options: TestWalletOptions = {}) {
  const testWallet = await createTestWallet(options)
  cleanups.push(testWallet.register())
  return testWallet
}

/** Each status the connection reports, in order (the adapter's own snapshots, as Latch reads them). */
function statuses(adapter: SolanaAdapter): string[] {
  const seen: string[] = []
  cleanups.push(adapter.subscribeConnection(() => seen.push(adapter.getConnection().status)))
  return seen
}

const key0 = solanaTestKey(0).address
const key1 = solanaTestKey(1).address

describe('discovery', () => {
  it('lists Wallet Standard wallets registered before and after setup, and drops unregistered ones', async () => {
    const early = await registeredWallet({ name: 'Early Wallet' })
    const adapter = startAdapter()
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'wallet-standard:Early Wallet',
        type: 'ANNOUNCED',
        name: 'Early Wallet',
        icon: early.wallet.icon,
        namespace: 'solana',
      },
    ])
    let changes = 0
    cleanups.push(adapter.subscribeConnectors(() => changes++))
    const late = await createTestWallet({ name: 'Late Wallet' })
    const unregisterLate = late.register()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([
      'wallet-standard:Early Wallet',
      'wallet-standard:Late Wallet',
    ])
    unregisterLate()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['wallet-standard:Early Wallet'])
    expect(changes).toBe(2)
  })

  it('drops hostile and non-Solana wallets at the boundary, and keeps the snapshot', async () => {
    await registeredWallet({ name: 'Honest Wallet' })
    const adapter = startAdapter()
    const before = adapter.getConnectors()
    const honest = getWallets().get()[0] as Wallet
    const hostile: unknown[] = [
      { ...honest, name: undefined },
      { ...honest, name: 42 },
      { ...honest, name: 'EVM Only', chains: ['eip155:1'] },
      {
        ...honest,
        name: 'No Events',
        features: { 'standard:connect': honest.features['standard:connect'] },
      },
      Object.defineProperty({ ...honest, name: 'Throwing Wallet' }, 'features', {
        get() {
          throw new Error('boom')
        },
      }),
      new Proxy(
        { ...honest, name: 'Trap' },
        {
          get() {
            throw new Error('trap')
          },
        },
      ),
    ]
    for (const wallet of hostile) cleanups.push(getWallets().register(wallet as Wallet))
    expect(adapter.getConnectors()).toBe(before)
    // An impostor under a listed name is not listed while the first one is registered.
    cleanups.push(getWallets().register({ ...honest } as Wallet))
    expect(adapter.getConnectors()).toBe(before)
    // A huge icon is dropped; the wallet is listed with the default icon.
    const huge = {
      ...honest,
      name: 'Huge Icon',
      icon: `data:image/png;base64,${'A'.repeat(300_000)}`,
    }
    cleanups.push(getWallets().register(huge as Wallet))
    expect(adapter.getConnectors().map((c) => [c.name, c.icon])).toEqual([
      ['Honest Wallet', honest.icon],
      ['Huge Icon', undefined],
    ])
  })
})

describe('connect and disconnect', () => {
  it("connects through standard:connect, on the app's first network the account lists", async () => {
    const testWallet = await registeredWallet()
    const adapter = startAdapter()
    const seen = statuses(adapter)
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    expect(adapter.getConnection()).toEqual({
      status: 'connected',
      address: key0,
      caipNetworkId: solanaMainnet.caipNetworkId,
      connectorId: 'wallet-standard:Latch Test Wallet',
    })
    expect(seen).toEqual(['connecting', 'connected'])
    expect(testWallet.requests).toEqual(['standard:connect'])
    // The snapshot keeps its identity while nothing changes.
    expect(adapter.getConnection()).toBe(adapter.getConnection())
  })

  it('connects on the network Latch asks for when the account lists it', async () => {
    await registeredWallet({ accountChains: ['solana:devnet', 'solana:localnet'] })
    const adapter = startAdapter()
    await adapter.connect({
      connectorId: 'wallet-standard:Latch Test Wallet',
      network: solanaLocal,
    })
    expect(adapter.getConnection().caipNetworkId).toBe(solanaLocal.caipNetworkId)
    await adapter.disconnect()
    await adapter.connect({
      connectorId: 'wallet-standard:Latch Test Wallet',
      network: solanaMainnet,
    })
    expect(adapter.getConnection().caipNetworkId).toBe(solanaDevnet.caipNetworkId)
  })

  it("passes the visitor's rejection on and stays disconnected", async () => {
    const testWallet = await registeredWallet()
    testWallet.rejectRequests = true
    const adapter = startAdapter()
    const seen = statuses(adapter)
    await expect(
      adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    expect(seen).toEqual(['connecting', 'disconnected'])
  })

  it('refuses an unknown connector', async () => {
    const adapter = startAdapter()
    await expect(adapter.connect({ connectorId: 'wallet-standard:Nobody' })).rejects.toThrow(
      'Connector not found',
    )
  })

  it("disconnects, through the wallet's standard:disconnect when it has one", async () => {
    const testWallet = await registeredWallet()
    const adapter = startAdapter()
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    await adapter.disconnect()
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    expect(testWallet.requests).toContain('standard:disconnect')
    expect(testWallet.authorized).toBe(false)

    const plain = await registeredWallet({
      name: 'No Disconnect',
      without: ['standard:disconnect'],
    })
    await adapter.connect({ connectorId: 'wallet-standard:No Disconnect' })
    await adapter.disconnect()
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    expect(plain.authorized).toBe(true)
  })

  it('ends the connection when the connected wallet unregisters', async () => {
    const testWallet = await createTestWallet()
    const unregister = testWallet.register()
    const adapter = startAdapter()
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    unregister()
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
  })
})

describe('change events', () => {
  it('follows the account the wallet changes to, and disconnects when it empties them', async () => {
    const testWallet = await registeredWallet({ keys: [0, 1] })
    const adapter = startAdapter()
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    expect(adapter.getConnection().address).toBe(key0)
    testWallet.setAccounts([1])
    expect(adapter.getConnection().address).toBe(key1)
    // The same account listed again (another order) keeps the connection as it is.
    const before = adapter.getConnection()
    testWallet.setAccounts([0, 1])
    expect(adapter.getConnection()).toBe(before)
    testWallet.setAccounts([])
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
  })

  it("follows the account's chains: another app network, or an unsupported one", async () => {
    const testWallet = await registeredWallet()
    const adapter = solanaAdapter({ networks: [solanaMainnet, solanaDevnet] })
    cleanups.push(adapter.setup())
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    testWallet.setAccountChains(['solana:devnet'])
    expect(adapter.getConnection().caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    testWallet.setAccountChains(['solana:localnet'])
    expect(adapter.getConnection()).toMatchObject({
      status: 'connected',
      caipNetworkId: solanaLocal.caipNetworkId,
    })
  })

  it('ignores change events of a wallet it is no longer connected to', async () => {
    const first = await registeredWallet({ name: 'First' })
    await registeredWallet({ name: 'Second', keys: [1] })
    const adapter = startAdapter()
    await adapter.connect({ connectorId: 'wallet-standard:First' })
    await adapter.connect({ connectorId: 'wallet-standard:Second' })
    first.setAccounts([])
    expect(adapter.getConnection()).toMatchObject({ status: 'connected', address: key1 })
  })
})

describe('reconnect', () => {
  it('tries the wallets in the given order, silently, and keeps the first that answers an account', async () => {
    const a = await registeredWallet({ name: 'A' })
    const b = await registeredWallet({ name: 'B', keys: [1], authorized: true })
    const c = await registeredWallet({ name: 'C', keys: [2], authorized: true })
    const adapter = startAdapter()
    const seen = statuses(adapter)
    await expect(
      adapter.reconnect(['wallet-standard:A', 'wallet-standard:B', 'wallet-standard:C']),
    ).resolves.toBe(true)
    expect(adapter.getConnection()).toMatchObject({
      status: 'connected',
      address: key1,
      connectorId: 'wallet-standard:B',
    })
    expect(seen).toEqual(['reconnecting', 'connected'])
    expect([a.requests, b.requests, c.requests]).toEqual([
      ['standard:connect silent'],
      ['standard:connect silent'],
      [],
    ])
  })

  it('ends disconnected when no wallet answers an account, asking nothing of the visitor', async () => {
    const a = await registeredWallet({ name: 'A' })
    const adapter = startAdapter({ walletWaitMs: 50 })
    const seen = statuses(adapter)
    await expect(adapter.reconnect(['wallet-standard:A', 'wallet-standard:Gone'])).resolves.toBe(
      false,
    )
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    expect(seen).toEqual(['reconnecting', 'disconnected'])
    expect(a.requests).toEqual(['standard:connect silent'])
  })

  it('waits briefly for a saved wallet that registers after the page loaded', async () => {
    const adapter = startAdapter({ walletWaitMs: 2000 })
    const late = await createTestWallet({ name: 'Late', authorized: true })
    const reconnecting = adapter.reconnect(['wallet-standard:Late'])
    setTimeout(() => cleanups.push(late.register()), 100)
    await expect(reconnecting).resolves.toBe(true)
    expect(adapter.getConnection()).toMatchObject({
      status: 'connected',
      connectorId: 'wallet-standard:Late',
    })
  })

  it('gives up on a saved wallet that does not register within the wait', async () => {
    const adapter = startAdapter({ walletWaitMs: 150 })
    const started = Date.now()
    await expect(adapter.reconnect(['wallet-standard:Never'])).resolves.toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('goes on past a wallet that never answers its silent connect, after silentConnectMs', async () => {
    const stuck = await registeredWallet({ name: 'Stuck', authorized: true, silentHangs: true })
    await registeredWallet({ name: 'Next', keys: [1], authorized: true })
    const adapter = startAdapter({ silentConnectMs: 200 })
    const seen = statuses(adapter)
    const started = Date.now()
    await expect(
      adapter.reconnect(['wallet-standard:Stuck', 'wallet-standard:Next']),
    ).resolves.toBe(true)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    expect(adapter.getConnection()).toMatchObject({ status: 'connected', address: key1 })
    expect(seen).toEqual(['reconnecting', 'connected'])
    expect(stuck.requests).toEqual(['standard:connect silent'])
    // Alone, it ends disconnected instead of reconnecting for ever.
    await adapter.disconnect()
    await expect(adapter.reconnect(['wallet-standard:Stuck'])).resolves.toBe(false)
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
  })

  it('gives way to a connect started meanwhile', async () => {
    await registeredWallet({ name: 'Clicked' })
    const adapter = startAdapter({ walletWaitMs: 2000 })
    const started = Date.now()
    const reconnecting = adapter.reconnect(['wallet-standard:Never'])
    await adapter.connect({ connectorId: 'wallet-standard:Clicked' })
    await expect(reconnecting).resolves.toBe(false)
    // It stopped waiting for the saved wallet at once.
    expect(Date.now() - started).toBeLessThan(1000)
    expect(adapter.getConnection()).toMatchObject({
      status: 'connected',
      connectorId: 'wallet-standard:Clicked',
    })
  })
})

describe('switchNetwork', () => {
  it('moves among the networks the account lists', async () => {
    await registeredWallet({ accountChains: ['solana:mainnet', 'solana:localnet'] })
    const adapter = startAdapter()
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    await adapter.switchNetwork(solanaLocal)
    expect(adapter.getConnection().caipNetworkId).toBe(solanaLocal.caipNetworkId)
    await expect(adapter.switchNetwork(solanaDevnet)).rejects.toThrow(
      'Latch Test Wallet does not offer Solana Devnet for this account',
    )
    expect(adapter.getConnection().caipNetworkId).toBe(solanaLocal.caipNetworkId)
  })

  it("refuses a network that is not one of the app's", async () => {
    await registeredWallet()
    const adapter = solanaAdapter({ networks: [solanaMainnet] })
    cleanups.push(adapter.setup())
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    await expect(adapter.switchNetwork(solanaDevnet)).rejects.toThrow(
      "Solana Devnet is not one of this app's Solana networks",
    )
  })

  it('while disconnected, chooses the network the next connection starts on', async () => {
    await registeredWallet()
    const adapter = startAdapter()
    await adapter.switchNetwork(solanaDevnet)
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    expect(adapter.getConnection().caipNetworkId).toBe(solanaDevnet.caipNetworkId)
  })
})

describe('signMessage', () => {
  it("answers the wallet's ed25519 signature in base58, which verifies against the account's key", async () => {
    const testWallet = await registeredWallet()
    const adapter = startAdapter()
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    const message = 'example.com wants you to sign in with your Solana account:\nNonce: 8d2f'
    const signature = await adapter.signMessage({ message, address: key0 })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    const publicKey = await getPublicKeyFromAddress(address(key0))
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes
    expect(await verifySignature(publicKey, bytes, new TextEncoder().encode(message))).toBe(true)
    expect(await verifySignature(publicKey, bytes, new TextEncoder().encode(`${message}!`))).toBe(
      false,
    )
    expect(testWallet.requests).toContain('solana:signMessage')
  })

  it("refuses another account or an invalid address, and passes the visitor's rejection on", async () => {
    const testWallet = await registeredWallet()
    const adapter = startAdapter()
    await expect(adapter.signMessage({ message: 'hi', address: key0 })).rejects.toThrow(
      'No Solana wallet is connected',
    )
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    await expect(adapter.signMessage({ message: 'hi', address: key1 })).rejects.toThrow(
      `${key1} is not the connected Solana account`,
    )
    await expect(
      adapter.signMessage({ message: 'hi', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
    ).rejects.toThrow('Not a Solana address')
    testWallet.rejectRequests = true
    await expect(adapter.signMessage({ message: 'hi', address: key0 })).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('says so when the wallet cannot sign messages', async () => {
    await registeredWallet({ name: 'Mute', without: ['solana:signMessage'] })
    const adapter = startAdapter()
    await adapter.connect({ connectorId: 'wallet-standard:Mute' })
    await expect(adapter.signMessage({ message: 'hi', address: key0 })).rejects.toThrow(
      'Mute cannot sign messages',
    )
  })
})

describe('address validation', () => {
  it('checks every address that comes in before asking the network or the wallet', async () => {
    const testWallet = await registeredWallet()
    const adapter = startAdapter()
    await adapter.connect({ connectorId: 'wallet-standard:Latch Test Wallet' })
    const invalid = ['', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', 'abc', `${key1}x`.repeat(2)]
    for (const value of invalid) {
      await expect(adapter.getBalance({ address: value, network: solanaLocal })).rejects.toThrow(
        'Not a Solana address',
      )
      const send = { network: solanaLocal, from: key0, to: value, amount: 1n }
      await expect((await adapter.capabilities?.send?.())?.sendAsset(send)).rejects.toThrow(
        'Not a Solana address',
      )
      await expect((await adapter.capabilities?.send?.())?.estimateSend(send)).rejects.toThrow(
        'Not a Solana address',
      )
      await expect(
        (await adapter.capabilities?.send?.())?.sendAsset({ ...send, to: key1, token: value }),
      ).rejects.toThrow('Not a Solana address')
    }
    expect(testWallet.requests).toEqual(['standard:connect'])
  })
})
