// @vitest-environment happy-dom

import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { type BitcoinAdapter, type BitcoinAdapterOptions, bitcoinAdapter } from './bitcoinAdapter'
import { bitcoinMainnet, bitcoinRegtest } from './networks/bitcoinNetworks'
import {
  createTestBitcoinWallet,
  type TestBitcoinWalletOptions,
} from './testing/createTestBitcoinWallet'
import { recoverLegacySigner } from './testing/signLegacyMessage'

const networks = [bitcoinRegtest, bitcoinMainnet]
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function startAdapter(options: Partial<BitcoinAdapterOptions> = {}): BitcoinAdapter {
  const adapter = bitcoinAdapter({ networks, walletWaitMs: 100, ...options })
  cleanups.push(adapter.setup())
  return adapter
}

function registeredWallet(options: TestBitcoinWalletOptions = {}) {
  const testWallet = createTestBitcoinWallet(options)
  cleanups.push(testWallet.register())
  return testWallet
}

const id = (name = 'Latch Test Bitcoin Wallet') => `bitcoin-wallet-standard:${name}`
const key0 = bitcoinTestKey(0)

describe('discovery', () => {
  it('lists Bitcoin wallets registered before and after setup, and drops unregistered ones', () => {
    const early = registeredWallet({ name: 'Early' })
    const adapter = startAdapter()
    expect(adapter.getConnectors()).toEqual([
      {
        id: id('Early'),
        type: 'ANNOUNCED',
        name: 'Early',
        icon: early.wallet.icon,
        namespace: 'bip122',
      },
    ])
    let changes = 0
    cleanups.push(adapter.subscribeConnectors(() => changes++))
    const unregisterLate = createTestBitcoinWallet({ name: 'Late' }).register()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([id('Early'), id('Late')])
    unregisterLate()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([id('Early')])
    expect(changes).toBe(2)
  })

  it('drops hostile and non-Bitcoin wallets at the boundary, and keeps the snapshot', () => {
    registeredWallet({ name: 'Honest' })
    const adapter = startAdapter()
    const before = adapter.getConnectors()
    const honest = getWallets()
      .get()
      .find((wallet) => wallet.name === 'Honest') as Wallet
    const hostile: unknown[] = [
      { ...honest, name: undefined },
      { ...honest, name: ' '.repeat(3) },
      { ...honest, name: 'Solana Only', chains: ['solana:mainnet'] },
      { ...honest, name: 'Unknown Chain', chains: ['bitcoin:nonsense'] },
      {
        ...honest,
        name: 'No Connect',
        features: { 'standard:events': honest.features['standard:events'] },
      },
      { ...honest, name: 'Bad Connect', features: { 'bitcoin:connect': { connect: 'yes' } } },
      Object.defineProperty({ ...honest, name: 'Throwing' }, 'features', {
        get() {
          throw new Error('boom')
        },
      }),
      new Proxy(
        { ...honest, name: 'Trap' },
        {
          get: () => {
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
    // A wallet that lists its chains by CAIP-2 id is a Bitcoin wallet too; an unsafe icon is dropped.
    const caip = {
      ...honest,
      name: 'CAIP',
      chains: [bitcoinRegtest.caipNetworkId],
      icon: 'javascript:alert(1)',
    }
    cleanups.push(getWallets().register(caip as Wallet))
    expect(adapter.getConnectors().map((c) => [c.name, c.icon])).toEqual([
      ['Honest', honest.icon],
      ['CAIP', undefined],
    ])
  })
})

describe('connect, reconnect and disconnect', () => {
  it('connects the payment and the ordinal account, the payment one as the connection', async () => {
    const testWallet = registeredWallet()
    const adapter = startAdapter()
    const seen: string[] = []
    cleanups.push(adapter.subscribeConnection(() => seen.push(adapter.getConnection().status)))
    await adapter.connect({ connectorId: id() })
    expect(adapter.getConnection()).toEqual({
      status: 'connected',
      address: key0.payment.address,
      accounts: [
        { address: key0.payment.address, purpose: 'payment' },
        { address: key0.ordinal.address, purpose: 'ordinal' },
      ],
      caipNetworkId: bitcoinRegtest.caipNetworkId,
      connectorId: id(),
    })
    expect(adapter.getAccounts()).toEqual({
      payment: key0.payment.address,
      ordinal: key0.ordinal.address,
    })
    expect(key0.payment.address).toMatch(/^bcrt1q/)
    expect(key0.ordinal.address).toMatch(/^bcrt1p/)
    expect(seen).toEqual(['connecting', 'connected'])
    expect(testWallet.requests).toEqual(['bitcoin:connect'])
  })

  it("asks for payment then ordinals, and tells them by the answer's order when the accounts state no purpose", async () => {
    const testWallet = registeredWallet({ statesPurpose: false })
    const feature = testWallet.wallet.features['bitcoin:connect'] as {
      connect(input: { purposes: string[] }): Promise<{ accounts: unknown[] }>
    }
    const connect = feature.connect
    const asked: string[][] = []
    // A taproot-only wallet: its payment account is P2TR, its ordinals one (here) P2WPKH; only the order tells.
    feature.connect = async (input) => {
      asked.push(input.purposes)
      const { accounts } = await connect(input)
      return { accounts: [...accounts].reverse() }
    }
    const adapter = startAdapter()
    await adapter.connect({ connectorId: id() })
    expect(asked).toEqual([['payment', 'ordinals']])
    expect(adapter.getAccounts()).toEqual({
      payment: key0.ordinal.address,
      ordinal: key0.payment.address,
    })
  })

  it("passes the visitor's rejection on and stays disconnected", async () => {
    const testWallet = registeredWallet()
    testWallet.rejectRequests = true
    const adapter = startAdapter()
    await expect(adapter.connect({ connectorId: id() })).rejects.toMatchObject({ code: 4001 })
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    expect(adapter.getAccounts()).toBeUndefined()
  })

  it('reconnects silently from the accounts the wallet exposes, or its silent standard:connect', async () => {
    for (const standardConnect of [false, true]) {
      const testWallet = registeredWallet({ standardConnect, statesPurpose: false })
      await startAdapter().connect({ connectorId: id() })
      // The next page load: a new adapter, the wallet authorized still.
      const next = startAdapter()
      await expect(next.reconnect([id()])).resolves.toBe(true)
      expect(next.getAccounts()).toEqual({
        payment: key0.payment.address,
        ordinal: key0.ordinal.address,
      })
      expect(testWallet.requests).toEqual(
        standardConnect ? ['bitcoin:connect', 'standard:connect silent'] : ['bitcoin:connect'],
      )
      for (const cleanup of cleanups.splice(0).reverse()) cleanup()
    }
  })

  it('does not reconnect a wallet that has not authorized the app, and asks the visitor nothing', async () => {
    const testWallet = registeredWallet({ standardConnect: true })
    const adapter = startAdapter()
    await expect(adapter.reconnect([id(), id('Never Registered')])).resolves.toBe(false)
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    expect(testWallet.requests).toEqual(['standard:connect silent'])
  })

  it('disconnects, and the wallet forgets the app; a wallet that removes the accounts ends the connection', async () => {
    const testWallet = registeredWallet()
    const adapter = startAdapter()
    await adapter.connect({ connectorId: id() })
    await adapter.disconnect()
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    expect(testWallet.authorized).toBe(false)
    expect(testWallet.requests).toEqual(['bitcoin:connect', 'standard:disconnect'])

    await adapter.connect({ connectorId: id() })
    const disconnect = testWallet.wallet.features['standard:disconnect'] as {
      disconnect(): Promise<void>
    }
    await disconnect.disconnect()
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
  })

  it("follows the wallet's change events, and tells when only the ordinal account changed", async () => {
    const testWallet = registeredWallet()
    const adapter = startAdapter()
    await adapter.connect({ connectorId: id() })
    let changes = 0
    cleanups.push(adapter.subscribeConnection(() => changes++))
    const other = bitcoinTestKey(2)
    const [paymentAccount] = testWallet.wallet.accounts
    if (!paymentAccount) throw new Error('The wallet exposes no account')
    testWallet.setAccounts([
      paymentAccount,
      { ...paymentAccount, address: other.ordinal.address, purpose: 'ordinals' } as WalletAccount,
    ])
    expect(adapter.getAccounts()).toEqual({
      payment: key0.payment.address,
      ordinal: other.ordinal.address,
    })
    expect(adapter.getConnection().address).toBe(key0.payment.address)
    expect(changes).toBe(1)
    testWallet.setAccounts([])
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    expect(changes).toBe(2)
  })

  it('takes a wallet whose silent connect never answers as not authorized', async () => {
    const testWallet = registeredWallet({ standardConnect: true })
    const feature = testWallet.wallet.features['standard:connect'] as { connect: unknown }
    feature.connect = () => new Promise(() => {})
    const adapter = startAdapter({ silentConnectMs: 50 })
    await expect(adapter.reconnect([id()])).resolves.toBe(false)
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
  })

  it('ends the connection when its wallet unregisters', async () => {
    const testWallet = createTestBitcoinWallet()
    const unregister = testWallet.register()
    const adapter = startAdapter()
    await adapter.connect({ connectorId: id() })
    unregister()
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
  })
})

describe('networks', () => {
  it("puts the connection on the network its addresses are spelled for, and switches within the wallet's chains", async () => {
    // The wallet lists both chains but holds regtest addresses: it is no mainnet account.
    registeredWallet({ chains: ['bitcoin:mainnet', 'bitcoin:regtest'] })
    const adapter = startAdapter({ networks: [bitcoinMainnet, bitcoinRegtest] })
    await adapter.connect({ connectorId: id(), network: bitcoinMainnet })
    expect(adapter.getConnection().caipNetworkId).toBe(bitcoinRegtest.caipNetworkId)
    await expect(adapter.switchNetwork(bitcoinMainnet)).rejects.toThrow(
      'Latch Test Bitcoin Wallet does not offer Bitcoin for this account',
    )
    await adapter.switchNetwork(bitcoinRegtest)
    expect(adapter.getConnection().caipNetworkId).toBe(bitcoinRegtest.caipNetworkId)
  })

  it('reports a connection on none of the app networks as its own chain (unsupported)', async () => {
    registeredWallet({ chains: ['bitcoin:regtest'] })
    const adapter = startAdapter({ networks: [bitcoinMainnet] })
    await adapter.connect({ connectorId: id() })
    expect(adapter.getConnection()).toMatchObject({
      status: 'connected',
      caipNetworkId: bitcoinRegtest.caipNetworkId,
    })
  })
})

describe('balance', () => {
  /** The Esplora transport, answered in Esplora's shape: a stand-in until the dev stack's regtest ledger serves. */
  function esplora(body: unknown, status = 200) {
    const urls: string[] = []
    const fetch = async (input: RequestInfo | URL) => {
      urls.push(String(input))
      return new Response(JSON.stringify(body), { status })
    }
    return { urls, fetch: fetch as typeof globalThis.fetch }
  }
  const stats = (funded: number, spent: number) => ({
    funded_txo_count: 1,
    funded_txo_sum: funded,
    spent_txo_count: 0,
    spent_txo_sum: spent,
    tx_count: 1,
  })

  it('is what the confirmed and mempool outputs funded less what they spent, in BTC', async () => {
    const { urls, fetch } = esplora({
      address: key0.payment.address,
      chain_stats: stats(150_000_000, 25_000_000),
      mempool_stats: stats(1, 12_345_678),
    })
    const adapter = startAdapter({ fetch })
    await expect(
      adapter.getBalance({ address: key0.payment.address, network: bitcoinRegtest }),
    ).resolves.toEqual({ numeric: '1.12654323', symbol: 'BTC' })
    expect(urls).toEqual([`http://127.0.0.1:3002/address/${key0.payment.address}`])
  })

  it("refuses an address of another network, and an answer that is not Esplora's", async () => {
    const adapter = startAdapter({
      networks: [bitcoinRegtest],
      ...esplora({ chain_stats: stats(1, 0) }),
    })
    const mainnet = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
    await expect(adapter.getBalance({ address: mainnet, network: bitcoinRegtest })).rejects.toThrow(
      "is not a Bitcoin address of this app's networks",
    )
    await expect(
      adapter.getBalance({ address: key0.payment.address, network: bitcoinRegtest }),
    ).rejects.toThrow("Bitcoin Regtest's Esplora API answered no balance for the address")
    for (const [body, status] of [
      [{ chain_stats: stats(1, 0), mempool_stats: stats(-5, 0) }, 200],
      [{ chain_stats: stats(1.5, 0), mempool_stats: stats(0, 0) }, 200],
      ['Address on invalid network', 400],
    ] as const) {
      const failing = startAdapter({ networks: [bitcoinRegtest], ...esplora(body, status) })
      await expect(
        failing.getBalance({ address: key0.payment.address, network: bitcoinRegtest }),
      ).rejects.toThrow(/Esplora API answered/)
    }
  })
})

describe('signMessage', () => {
  it("has the account of the address sign (payment for sign-in), and answers the wallet's signature in base64", async () => {
    const testWallet = registeredWallet()
    const adapter = startAdapter()
    await adapter.connect({ connectorId: id() })
    const message = 'Latch wants you to sign in with your Bitcoin account'
    const signature = await adapter.signMessage({ message, address: key0.payment.address })
    const bytes = base64.decode(signature)
    expect(bytes).toHaveLength(65)
    expect(recoverLegacySigner(new TextEncoder().encode(message), bytes)).toEqual(
      key0.payment.publicKey,
    )
    // The ordinal account signs for its own address.
    const byOrdinal = await adapter.signMessage({ message, address: key0.ordinal.address })
    expect(
      recoverLegacySigner(new TextEncoder().encode(message), base64.decode(byOrdinal)),
    ).toEqual(secp256k1.getPublicKey(key0.ordinal.privateKey, true))
    expect(testWallet.requests).toEqual([
      'bitcoin:connect',
      'bitcoin:signMessage',
      'bitcoin:signMessage',
    ])
  })

  it('refuses an address that is not connected, and a wallet that answers no signature', async () => {
    const testWallet = registeredWallet({ key: 1 })
    const adapter = startAdapter()
    await expect(
      adapter.signMessage({ message: 'x', address: key0.payment.address }),
    ).rejects.toThrow('No Bitcoin wallet is connected')
    await adapter.connect({ connectorId: id() })
    await expect(
      adapter.signMessage({ message: 'x', address: key0.payment.address }),
    ).rejects.toThrow('is not a connected Bitcoin account')
    const feature = testWallet.wallet.features['bitcoin:signMessage'] as { signMessage: unknown }
    feature.signMessage = async () => [{ signedMessage: new Uint8Array(), signature: 'AAAA' }]
    await expect(
      adapter.signMessage({ message: 'x', address: bitcoinTestKey(1).payment.address }),
    ).rejects.toThrow('Latch Test Bitcoin Wallet answered no signature')
  })
})
