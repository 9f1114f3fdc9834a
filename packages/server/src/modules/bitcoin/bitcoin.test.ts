import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type BitcoinRegtest,
  bitcoinRegtestCaipNetworkId,
  bitcoinRegtestNetwork,
  bitcoinTestKey,
  startBitcoinRegtest,
} from '@latch/devstack/bitcoin'
import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp } from '../../testing/startTestApp'
import { postgresDatabase } from '../../testing/testDatabases'

const network = bitcoinRegtestCaipNetworkId
/** Bitcoin mainnet: a network the test server does not serve. */
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
/** Testnet4, served from an Esplora API that answers nonsense. */
const hostile = 'bip122:00000000da84f2bafbbc53dee25a72ae'
/** Signet, served from an API that is not there. */
const down = 'bip122:00000008819873e925422c1ff0f99f7c'
const sender = bitcoinTestKey(4).payment
const receiver = bitcoinTestKey(5).payment
const mainnetAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

type Balance = {
  symbol: string
  chainId: string
  price?: number
  value?: number
  quantity: { decimals: string; numeric: string }
  utxos: { confirmed: { numeric: string }; unconfirmed: { numeric: string } }
}
type Item = {
  id: string
  metadata: { status: string; sentFrom: string; sentTo: string; confirmations: number }
  transfers: Array<{ direction: string; quantity: { numeric: string }; value?: number }>
}

describe('Bitcoin data (Esplora)', () => {
  let db: Database
  let t: TestApp
  let regtest: BitcoinRegtest
  let liar: ReturnType<typeof createServer>
  beforeAll(async () => {
    db = await postgresDatabase.create()
    // Blocks only on demand: the test says when one is mined.
    regtest = await startBitcoinRegtest({ port: 0, blockIntervalMs: 0 })
    // An "Esplora" that answers every call with data of the wrong shape and huge numbers.
    liar = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify([{ txid: 'x', value: 1e300, status: { confirmed: 'yes' } }]))
    })
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve))
    const liarUrl = `http://127.0.0.1:${(liar.address() as AddressInfo).port}`
    t = await startTestApp(db, undefined, {
      config: (config) => ({
        ...config,
        bitcoin: {
          chains: [
            { caipNetworkId: network, esploraUrl: regtest.url },
            { caipNetworkId: hostile, esploraUrl: liarUrl },
            { caipNetworkId: down, esploraUrl: 'http://127.0.0.1:9' },
          ],
        },
        tokens: [...config.tokens, { caipNetworkId: network, address: 'native', priceUsd: 50_000 }],
      }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await regtest?.stop()
    liar?.close()
    await db?.close()
  })

  const balanceOf = async (address: string, chainId = network) => {
    const response = await t.get(
      `/v1/account/${address}/balance?${q}&currency=usd&chainId=${chainId}&forceUpdate=${chainId}:native`,
    )
    expect(response.statusCode).toBe(200)
    return (response.json() as { balances: Balance[] }).balances
  }
  const historyOf = async (address: string, extra = '') => {
    const response = await t.get(`/v1/account/${address}/history?${q}&chainId=${network}${extra}`)
    expect(response.statusCode).toBe(200)
    return response.json() as { data: Item[]; next: string | null }
  }

  it('lists the regtest among the supported chains', async () => {
    const response = await t.get(`/v1/supported-chains?${q}`)
    expect(JSON.stringify(response.json())).toContain(network)
  })

  it('shows a send as unconfirmed, then confirmed with its confirmations, on both sides', async () => {
    // The test key's 1 BTC at start, all confirmed, valued with the operator's price.
    expect(await balanceOf(receiver.address)).toEqual([
      expect.objectContaining({
        symbol: 'BTC',
        chainId: network,
        price: 50_000,
        value: 50_000,
        quantity: { decimals: '8', numeric: '1' },
        utxos: { confirmed: { numeric: '1' }, unconfirmed: { numeric: '0' } },
      }),
    ])
    const utxos = (await (await fetch(`${regtest.url}/address/${sender.address}/utxo`)).json()) as {
      txid: string
      vout: number
      value: number
    }[]
    const tx = new Transaction()
    for (const utxo of utxos)
      tx.addInput({
        txid: utxo.txid,
        index: utxo.vout,
        witnessUtxo: { script: sender.script, amount: BigInt(utxo.value) },
      })
    const total = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    tx.addOutputAddress(receiver.address, 1_000_000n, bitcoinRegtestNetwork)
    tx.addOutputAddress(sender.address, total - 1_000_000n - 1_000n, bitcoinRegtestNetwork)
    tx.sign(sender.privateKey)
    tx.finalize()
    const posted = await fetch(`${regtest.url}/tx`, { method: 'POST', body: tx.hex })
    expect(posted.status).toBe(200)
    const txid = await posted.text()

    const [pending] = await balanceOf(receiver.address)
    expect(pending?.quantity.numeric).toBe('1.01')
    expect(pending?.utxos).toEqual({
      confirmed: { numeric: '1' },
      unconfirmed: { numeric: '0.01' },
    })
    const [first] = (await historyOf(receiver.address)).data
    expect(first).toMatchObject({
      id: txid,
      metadata: { status: 'pending', confirmations: 0, sentFrom: sender.address },
      transfers: [{ direction: 'in', quantity: { numeric: '0.01' }, value: 500 }],
    })

    regtest.mine(2)
    // The receiver's first page is cached 15 s (its pending entry); asked past the cache, it shows the blocks.
    expect((await historyOf(receiver.address)).data[0]?.metadata).toMatchObject({
      confirmations: 0,
    })
    expect((await historyOf(receiver.address, '&forceUpdate=1')).data[0]?.metadata).toMatchObject({
      status: 'confirmed',
      confirmations: 2,
    })
    const [confirmed] = await balanceOf(receiver.address)
    expect(confirmed?.utxos).toEqual({
      confirmed: { numeric: '1.01' },
      unconfirmed: { numeric: '0' },
    })
    // The history is cached 15 s: the sender's is read for the first time, after the blocks.
    const sent = (await historyOf(sender.address)).data.find((item) => item.id === txid)
    expect(sent).toMatchObject({
      metadata: { status: 'confirmed', confirmations: 2, sentTo: receiver.address },
      // What went to the other side: the change stays out of it.
      transfers: [{ direction: 'out', quantity: { numeric: '0.01' } }],
    })
    const [senderBalance] = await balanceOf(sender.address)
    expect(senderBalance?.quantity.numeric).toBe('0.98999')
  })

  it('refuses bad input with a 400 that says what is wrong, never a 5xx', async () => {
    const cases: Array<[string, RegExp]> = [
      // A mainnet address asked on regtest.
      [
        `/v1/account/${mainnetAddress}/balance?${q}&chainId=${network}`,
        /not an address of bip122:/,
      ],
      [
        `/v1/account/${mainnetAddress}/history?${q}&chainId=${network}`,
        /not an address of bip122:/,
      ],
      [
        `/v1/account/bcrt1qnotanaddress/balance?${q}&chainId=${network}`,
        /must be a Bitcoin address/,
      ],
      [`/v1/account/${'1'.repeat(200)}/balance?${q}&chainId=${network}`, /address/],
      [`/v1/account/${receiver.address}/balance?${q}&chainId=bip122:xyz`, /chainId/],
      [`/v1/account/${receiver.address}/history?${q}&chainId=${network}&cursor=zz`, /cursor/],
    ]
    for (const [path, description] of cases) {
      const response = await t.get(path)
      expect(response.statusCode, path).toBe(400)
      expect(JSON.stringify(response.json()), path).toMatch(description)
    }
    // A network not served: nothing, as for EVM and Solana.
    expect(await balanceOf(mainnetAddress, mainnet)).toEqual([])
  })

  it('answers 502 when the Esplora API is down or answers what Esplora never would', async () => {
    const testnetAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    for (const chainId of [hostile, down]) {
      const response = await t.get(`/v1/account/${testnetAddress}/balance?${q}&chainId=${chainId}`)
      expect(response.statusCode).toBe(502)
      expect(response.body).not.toMatch(/at .*\.ts|stack|127\.0\.0\.1/)
    }
    // The server is still up; /health tells the networks apart (a chain down degrades, never stops it).
    expect((await t.get(`/v1/supported-chains?${q}`)).statusCode).toBe(200)
    const health = await t.get('/health')
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({
      status: 'degraded',
      checks: {
        [`chain:${network}`]: { status: 'ok', height: expect.any(Number) },
        [`chain:${hostile}`]: { status: 'down' },
        [`chain:${down}`]: { status: 'down' },
      },
    })
  })
})
