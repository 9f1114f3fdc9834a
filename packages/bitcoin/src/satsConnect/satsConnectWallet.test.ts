// @vitest-environment happy-dom

import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { hex } from '@scure/base'
import { NETWORK, Transaction, WIF } from '@scure/btc-signer'
import { getWallets } from '@wallet-standard/app'
import { Signer, Verifier } from 'bip322-js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinAdapter } from '../bitcoinAdapter'
import { bitcoinRegtest } from '../networks/bitcoinNetworks'
import type { BitcoinSignTransactionFeature } from '../walletStandard/bitcoinFeatures'

// A stand-in for Xverse: a provider that follows sats-connect's provider interface (listed in
// `window.btc_providers`, at the object path of its id, answering JSON-RPC 2.0 through `request`), holding
// regtest test key #5. It signs for real: BIP-322 with bip322-js, PSBTs with btc-signer.
const key = bitcoinTestKey(5)
const name = 'Xverse (stand-in)'
const icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
const regtestWif = WIF({ ...NETWORK, wif: 0xef })

type Page = { btc_providers?: unknown[]; XverseStandIn?: unknown }
const page = window as unknown as Page

function injectXverseStandIn(options: { reject?: boolean } = {}) {
  const requests: { method: string; params: unknown }[] = []
  // sats-connect's wallet events (`addListener({ eventName, cb })`), which the stand-in emits when a test says.
  const listeners = new Map<string, Set<(event: unknown) => void>>()
  const answer = (id: string, result: unknown) => ({ jsonrpc: '2.0', id, result })
  const refuse = (id: string, code: number, message: string) => ({
    jsonrpc: '2.0',
    id,
    error: { code, message },
  })
  const BitcoinProvider = {
    addListener({ eventName, cb }: { eventName: string; cb: (event: unknown) => void }) {
      const named = listeners.get(eventName) ?? new Set()
      listeners.set(eventName, named.add(cb))
      return () => void named.delete(cb)
    },
    async request(method: string, params: Record<string, unknown>) {
      requests.push({ method, params })
      const id = String(requests.length)
      if (method === 'getInfo') return refuse(id, -32601, 'Method not found')
      if (options.reject) return refuse(id, -32000, 'User rejected the request')
      switch (method) {
        case 'getAccounts':
          return answer(
            id,
            (params.purposes as string[]).map((purpose) => {
              const account = purpose === 'payment' ? key.payment : key.ordinal
              const publicKey =
                purpose === 'payment' ? account.publicKey : account.publicKey.slice(1)
              return {
                address: account.address,
                publicKey: hex.encode(publicKey),
                purpose,
                addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
              }
            }),
          )
        case 'signMessage': {
          const { address, message } = params as { address: string; message: string }
          const signer = address === key.payment.address ? key.payment : key.ordinal
          const signature = Signer.sign(regtestWif.encode(signer.privateKey), address, message)
          return answer(id, { signature, address, messageHash: '', protocol: params.protocol })
        }
        case 'signPsbt': {
          const { psbt, signInputs } = params as {
            psbt: string
            signInputs: Record<string, number[]>
          }
          const transaction = Transaction.fromPSBT(Buffer.from(psbt, 'base64'))
          for (const [address, indexes] of Object.entries(signInputs))
            for (const index of indexes)
              transaction.signIdx(
                (address === key.payment.address ? key.payment : key.ordinal).privateKey,
                index,
              )
          return answer(id, { psbt: Buffer.from(transaction.toPSBT()).toString('base64') })
        }
        default:
          return refuse(id, -32601, 'Method not found')
      }
    },
  }
  page.XverseStandIn = { BitcoinProvider }
  // A second listing whose provider was never injected (an extension listed but disabled).
  page.btc_providers = [
    { id: 'XverseStandIn.BitcoinProvider', name, icon },
    { id: 'AbsentWallet.BitcoinProvider', name: 'Absent Wallet', icon },
  ]
  return {
    requests: () => requests.filter((each) => each.method !== 'getInfo'),
    emit: (eventName: string, event: unknown) => {
      for (const listener of [...(listeners.get(eventName) ?? [])]) listener(event)
    },
    listening: () => [...listeners.values()].reduce((count, named) => count + named.size, 0),
  }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  delete page.XverseStandIn
  delete page.btc_providers
})

function startAdapter() {
  const adapter = bitcoinAdapter({ networks: [bitcoinRegtest], walletWaitMs: 100 })
  cleanups.push(adapter.setup())
  return adapter
}

const connectorId = `bitcoin-wallet-standard:${name}`

describe('sats-connect wallets', () => {
  it('lists an injected one, connects its payment and ordinal accounts, and signs with BIP-322', async () => {
    const standIn = injectXverseStandIn()
    const adapter = startAdapter()
    await vi.waitFor(() =>
      expect(adapter.getConnectors().map((connector) => connector.id)).toContain(connectorId),
    )
    await adapter.connect({ connectorId })
    expect(adapter.getAccounts()).toEqual({
      payment: key.payment.address,
      ordinal: key.ordinal.address,
    })
    expect(standIn.requests()).toEqual([
      { method: 'getAccounts', params: { purposes: ['payment', 'ordinals'] } },
    ])

    const message = 'Sign in to Latch'
    const signature = await adapter.signMessage({ message, address: key.payment.address })
    expect(standIn.requests()[1]).toMatchObject({
      method: 'signMessage',
      params: { address: key.payment.address, message, protocol: 'BIP322' },
    })
    expect(Verifier.verifySignature(key.payment.address, message, signature)).toBe(true)
    await adapter.disconnect()
  })

  it('has the wallet sign a PSBT, never broadcasting it', async () => {
    const standIn = injectXverseStandIn()
    const adapter = startAdapter()
    await vi.waitFor(() =>
      expect(adapter.getConnectors().map((connector) => connector.id)).toContain(connectorId),
    )
    await adapter.connect({ connectorId })
    const wallet = getWallets()
      .get()
      .find((candidate) => candidate.name === name)
    const payment = wallet?.accounts.find((account) => account.address === key.payment.address)
    if (!wallet || !payment) throw new Error('The stand-in is not connected')
    const transaction = new Transaction()
    transaction.addInput({
      txid: new Uint8Array(32).fill(1),
      index: 0,
      witnessUtxo: { script: key.payment.script, amount: 100_000n },
    })
    transaction.addOutput({ script: bitcoinTestKey(3).payment.script, amount: 90_000n })
    const feature = wallet.features[
      'bitcoin:signTransaction'
    ] as BitcoinSignTransactionFeature['bitcoin:signTransaction']
    const [output] = await feature.signTransaction({
      psbt: transaction.toPSBT(),
      inputsToSign: [{ account: payment, signingIndexes: [0] }],
    })
    if (!output) throw new Error('No PSBT answered')
    const signed = Transaction.fromPSBT(output.signedPsbt)
    signed.finalize()
    expect(signed.hex).toMatch(/^02000000/)
    expect(standIn.requests().at(-1)).toMatchObject({
      method: 'signPsbt',
      params: { signInputs: { [key.payment.address]: [0] }, broadcast: false },
    })
    await adapter.disconnect()
  })

  it("passes the visitor's refusal on as the 4001 Latch knows, and lists nothing whose provider is absent", async () => {
    injectXverseStandIn({ reject: true })
    const adapter = startAdapter()
    await vi.waitFor(() =>
      expect(adapter.getConnectors().map((connector) => connector.id)).toContain(connectorId),
    )
    expect(adapter.getConnectors().map((connector) => connector.name)).not.toContain(
      'Absent Wallet',
    )
    // Listed once, however many times the page was set up before.
    expect(
      getWallets()
        .get()
        .filter((wallet) => wallet.name === name),
    ).toHaveLength(1)
    await expect(adapter.connect({ connectorId })).rejects.toMatchObject({ code: 4001 })
    expect(adapter.getConnection().status).toBe('disconnected')
  })

  // behaviour.md §14.8: the visitor picks another account in the wallet, or the wallet disconnects; Latch follows.
  it("follows the account chosen in the wallet, and ends the connection when the wallet's events say so", async () => {
    const standIn = injectXverseStandIn()
    const adapter = startAdapter()
    await vi.waitFor(() =>
      expect(adapter.getConnectors().map((connector) => connector.id)).toContain(connectorId),
    )
    expect(standIn.listening()).toBe(0)
    await adapter.connect({ connectorId })
    const other = bitcoinTestKey(6)
    const address = (account: typeof other.payment, purpose: string, publicKey: Uint8Array) => ({
      address: account.address,
      publicKey: hex.encode(publicKey),
      purpose,
      addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
      walletType: 'software',
    })
    standIn.emit('accountChange', {
      type: 'accountChange',
      addresses: [
        address(other.ordinal, 'ordinals', other.ordinal.publicKey.slice(1)),
        address(other.payment, 'payment', other.payment.publicKey),
        // Stacks was never asked for: ignored.
        { ...address(other.payment, 'stacks', other.payment.publicKey), address: 'SP000' },
      ],
    })
    expect(adapter.getAccounts()).toEqual({
      payment: other.payment.address,
      ordinal: other.ordinal.address,
    })
    expect(adapter.getConnection()).toMatchObject({
      status: 'connected',
      address: other.payment.address,
    })
    // No addresses: Latch cannot tell which account is chosen now, so it disconnects rather than show the old one.
    standIn.emit('accountChange', { type: 'accountChange' })
    expect(adapter.getConnection().status).toBe('disconnected')
    expect(standIn.listening()).toBe(0)

    await adapter.connect({ connectorId })
    expect(adapter.getAccounts()?.payment).toBe(key.payment.address)
    // A malformed event from the page's wallet disconnects too, and throws nothing.
    standIn.emit('networkChange', {
      addresses: [{ address: 7, publicKey: 'zz', purpose: 'payment' }],
    })
    expect(adapter.getConnection().status).toBe('disconnected')

    await adapter.connect({ connectorId })
    standIn.emit('disconnect', { type: 'disconnect' })
    expect(adapter.getConnection().status).toBe('disconnected')
    expect(standIn.listening()).toBe(0)
  })
})
