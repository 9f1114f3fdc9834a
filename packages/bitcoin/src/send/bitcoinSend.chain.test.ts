// @vitest-environment happy-dom
import { type ChainAdapter, connect, createLatch, type Network } from '@latch/core'
import { memoryStorage } from '@latch/core/testing'
import { type BitcoinRegtest, startBitcoinRegtest } from '@latch/devstack/bitcoin'
import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinAdapter } from '../bitcoinAdapter'
import { bitcoinRegtest } from '../networks/bitcoinNetworks'
import { createTestBitcoinWallet } from '../testing/createTestBitcoinWallet'
import { bitcoinSend } from './index'

const sender = bitcoinTestKey(2)
const recipient = bitcoinTestKey(3)
let regtest: BitcoinRegtest
let network: Network
let adapter: ChainAdapter
const cleanups: (() => void)[] = []

beforeAll(async () => {
  // Blocks only on demand: the test mines when it wants one.
  regtest = await startBitcoinRegtest({ port: 0, blockIntervalMs: 0 })
  network = { ...bitcoinRegtest, rpcUrls: { default: { http: [regtest.url] } } }
  const wallet = createTestBitcoinWallet({ key: 2 })
  cleanups.push(wallet.register())
  adapter = bitcoinAdapter({ networks: [network], walletWaitMs: 100, capabilities: [bitcoinSend] })
  const latch = createLatch({
    networks: [network],
    adapters: [adapter],
    metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
    storage: memoryStorage(),
  })
  cleanups.push(latch.setup())
  await new Promise((resolve) => setTimeout(resolve, 50))
  await expect(
    connect(latch, { connectorId: 'bitcoin-wallet-standard:Latch Test Bitcoin Wallet' }),
  ).resolves.toEqual({ status: 'success' })
})
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  await regtest?.stop()
})

const send = async () => {
  const capability = await adapter.capabilities?.send?.()
  if (!capability) throw new Error('no send capability')
  return capability
}

describe('Bitcoin send', () => {
  it('sends 0.01 BTC the wallet signed, Latch broadcast, and a block confirms', async () => {
    const parameters = {
      network,
      from: sender.payment.address,
      to: recipient.payment.address,
      amount: 1_000_000n,
      feeSpeed: 'fast' as const,
    }
    const { fee } = await (await send()).estimateSend(parameters)
    expect(fee).toBeGreaterThan(0n)
    const { hash } = await (await send()).sendAsset(parameters)
    const sent = regtest.ledger.transaction(hash)
    expect(sent?.outputs[0]).toMatchObject({ value: 1_000_000n, script: recipient.payment.script })
    expect(sent?.fee).toBe(fee)
    // In the mempool, not yet mined: the wait ends pending, never failed.
    await expect((await send()).waitForTransaction({ network, hash, timeoutMs: 0 })).resolves.toBe(
      'pending',
    )
    regtest.mine(1)
    await expect(
      (await send()).waitForTransaction({ network, hash, timeoutMs: 1000 }),
    ).resolves.toBe('success')
  })

  it('refuses a wrong-network address, a token, dust and a huge amount in words', async () => {
    const base = { network, from: sender.payment.address, amount: 1_000_000n }
    const capability = await send()
    await expect(
      capability.sendAsset({ ...base, to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }),
    ).rejects.toThrow('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq is not a Bitcoin Regtest address')
    await expect(
      capability.sendAsset({ ...base, to: recipient.payment.address, token: 'x' }),
    ).rejects.toThrow('Bitcoin sends BTC only')
    await expect(
      capability.sendAsset({ ...base, to: recipient.payment.address, amount: 100n }),
    ).rejects.toThrow('100 sats is below the dust limit of 294 sats')
    // The fee estimate while the visitor types prices a dust amount as the smallest relayable send.
    await expect(
      capability.estimateSend({ ...base, to: recipient.payment.address, amount: 1n }),
    ).resolves.toMatchObject({ fee: expect.any(BigInt) })
    await expect(
      capability.sendAsset({ ...base, to: recipient.payment.address, amount: 10n ** 18n }),
    ).rejects.toThrow('Not enough BTC for the amount and the network fee')
  })
})
