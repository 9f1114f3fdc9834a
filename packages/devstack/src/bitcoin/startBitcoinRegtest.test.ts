import { hex } from '@scure/base'
import { NETWORK, p2pkh, p2wpkh, RawTx, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinMinerAccount, bitcoinRegtestNetwork, bitcoinTestKey } from './bitcoinTestKeys'
import { type BitcoinRegtest, startBitcoinRegtest } from './startBitcoinRegtest'

type Utxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number; block_hash?: string; block_time?: number }
}

let regtest: BitcoinRegtest
/** The fake clock: what `now` says, and the block the ledger scheduled next. */
let clockMs = Date.UTC(2026, 0, 2)
let scheduled: { run: () => void; ms: number } | undefined

beforeAll(async () => {
  regtest = await startBitcoinRegtest({
    port: 0,
    blockIntervalMs: 60_000,
    now: () => clockMs,
    schedule: (run, ms) => {
      scheduled = { run, ms }
      return () => {
        scheduled = undefined
      }
    },
  })
})
afterAll(() => regtest?.stop())

const get = async (path: string) => {
  const response = await fetch(`${regtest.url}${path}`)
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) }
}
const getJson = async (path: string) => {
  const response = await get(path)
  expect(response.status, response.text).toBe(200)
  return response.json()
}
const broadcast = async (body: string) => {
  const response = await fetch(`${regtest.url}/tx`, { method: 'POST', body })
  return { status: response.status, text: await response.text() }
}
const mine = async (body: object = {}) => {
  const response = await fetch(`${regtest.url}/regtest/mine`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, text, json: response.ok ? JSON.parse(text) : undefined }
}
/** Esplora's answer to a refusal: Core's sendrawtransaction error, passed on as is. */
const refusal = (code: number, message: string) =>
  `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`

/** Key #index's payment (P2WPKH) or ordinal (P2TR) account, with its UTXOs as Esplora lists them. */
async function account(index: number, kind: 'payment' | 'ordinal' = 'payment') {
  const key = bitcoinTestKey(index)[kind]
  const utxos: Utxo[] = await getJson(`/address/${key.address}/utxo`)
  return { key, utxos }
}

/** A signed transaction spending `utxos` of `from` to `to`, the rest (less `fee`) back as change. */
function spend(options: {
  from: Awaited<ReturnType<typeof account>>
  utxos?: Utxo[]
  to: string
  amount: bigint
  fee: bigint
  change?: boolean
  signWith?: Uint8Array
}) {
  const { key } = options.from
  const utxos = options.utxos ?? options.from.utxos
  const tx = new Transaction()
  for (const utxo of utxos)
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: key.script, amount: BigInt(utxo.value) },
      ...(key.address.startsWith('bcrt1p') ? { tapInternalKey: key.publicKey.subarray(1) } : {}),
    })
  tx.addOutputAddress(options.to, options.amount, bitcoinRegtestNetwork)
  const total = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  if (options.change !== false)
    tx.addOutputAddress(key.address, total - options.amount - options.fee, bitcoinRegtestNetwork)
  tx.sign(options.signWith ?? key.privateKey)
  tx.finalize()
  return tx
}

describe('startBitcoinRegtest', () => {
  it('starts past maturity, with 1 BTC on each test key’s payment and ordinal account', async () => {
    expect(await get('/blocks/tip/height')).toMatchObject({ status: 200, text: '101' })
    expect((await get('/blocks/tip/hash')).text).toMatch(/^[0-9a-f]{64}$/)
    for (const index of [0, 9]) {
      const { key, utxos } = await account(index, 'ordinal')
      expect(utxos).toEqual([
        {
          txid: expect.stringMatching(/^[0-9a-f]{64}$/),
          vout: expect.any(Number),
          value: 100_000_000,
          status: {
            confirmed: true,
            block_height: 1,
            block_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
            block_time: expect.any(Number),
          },
        },
      ])
      expect(await getJson(`/address/${key.address}`)).toEqual({
        address: key.address,
        chain_stats: {
          funded_txo_count: 1,
          funded_txo_sum: 100_000_000,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 1,
        },
        mempool_stats: {
          funded_txo_count: 0,
          funded_txo_sum: 0,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 0,
        },
      })
    }
  })

  it('takes a spend from key #0 to #3, mines it, and counts its confirmations from the tip', async () => {
    const from = await account(0)
    const to = bitcoinTestKey(3).payment.address
    const tx = spend({ from, to, amount: 1_000_000n, fee: 500n })
    expect(await broadcast(tx.hex)).toEqual({ status: 200, text: tx.id })

    expect(await getJson(`/tx/${tx.id}/status`)).toEqual({ confirmed: false })
    expect((await getJson(`/address/${to}`)).mempool_stats).toMatchObject({
      funded_txo_count: 1,
      funded_txo_sum: 1_000_000,
      tx_count: 1,
    })
    expect((await getJson(`/address/${from.key.address}`)).mempool_stats).toMatchObject({
      spent_txo_sum: 100_000_000,
      funded_txo_sum: 100_000_000 - 1_000_000 - 500,
    })
    // The spent output leaves #0's UTXOs at once; the change is there, unconfirmed.
    expect(await getJson(`/address/${from.key.address}/utxo`)).toEqual([
      { txid: tx.id, vout: 1, value: 98_999_500, status: { confirmed: false } },
    ])

    const mined = await mine()
    expect(mined).toMatchObject({
      status: 200,
      json: { hashes: [expect.any(String)], height: 102 },
    })
    const status = await getJson(`/tx/${tx.id}/status`)
    expect(status).toEqual({
      confirmed: true,
      block_height: 102,
      block_hash: mined.json.hashes[0],
      block_time: clockMs / 1000,
    })
    await mine({ blocks: 2 })
    const tip = Number((await get('/blocks/tip/height')).text)
    expect(tip - status.block_height + 1).toBe(3)

    expect(await getJson(`/address/${to}`)).toMatchObject({
      chain_stats: { funded_txo_count: 2, funded_txo_sum: 101_000_000, tx_count: 2 },
      mempool_stats: { funded_txo_sum: 0, tx_count: 0 },
    })
    expect(await getJson(`/tx/${tx.id}`)).toEqual({
      txid: tx.id,
      version: 2,
      locktime: 0,
      vin: [
        {
          txid: from.utxos[0]?.txid,
          vout: from.utxos[0]?.vout,
          prevout: {
            scriptpubkey: hex.encode(from.key.script),
            scriptpubkey_asm: `OP_0 OP_PUSHBYTES_20 ${hex.encode(from.key.script.subarray(2))}`,
            scriptpubkey_type: 'v0_p2wpkh',
            scriptpubkey_address: from.key.address,
            value: 100_000_000,
          },
          scriptsig: '',
          scriptsig_asm: '',
          witness: [expect.stringMatching(/^30[0-9a-f]+01$/), hex.encode(from.key.publicKey)],
          is_coinbase: false,
          sequence: expect.any(Number),
        },
      ],
      vout: [
        expect.objectContaining({ scriptpubkey_address: to, value: 1_000_000 }),
        expect.objectContaining({ scriptpubkey_address: from.key.address, value: 98_999_500 }),
      ],
      size: tx.extract().length,
      weight: tx.weight,
      fee: 500,
      status,
    })
    expect((await get(`/tx/${tx.id}/hex`)).text).toBe(tx.hex)
    const history = await getJson(`/address/${to}/txs`)
    expect(history.map((each: { txid: string }) => each.txid)).toEqual([tx.id, from.utxos[0]?.txid])
  })

  it('takes a taproot key-path spend (key #8’s ordinal account)', async () => {
    const from = await account(8, 'ordinal')
    const tx = spend({ from, to: bitcoinTestKey(3).ordinal.address, amount: 50_000n, fee: 300n })
    expect(await broadcast(tx.hex)).toEqual({ status: 200, text: tx.id })
    const json = await getJson(`/tx/${tx.id}`)
    expect(json.vin[0].prevout.scriptpubkey_type).toBe('v1_p2tr')
    expect(json.vin[0].witness).toEqual([expect.stringMatching(/^[0-9a-f]{128}$/)])
  })

  it('takes a legacy P2PKH spend and refuses one with a bad signature', async () => {
    const from = await account(5)
    const legacy = p2pkh(from.key.publicKey, bitcoinRegtestNetwork)
    const funding = spend({ from, to: legacy.address as string, amount: 100_000n, fee: 500n })
    expect(await broadcast(funding.hex)).toEqual({ status: 200, text: funding.id })
    const legacySpend = (amount: bigint, previous: string) => {
      const tx = new Transaction()
      tx.addInput({ txid: funding.id, index: 0, nonWitnessUtxo: hex.decode(previous) })
      tx.addOutputAddress(bitcoinTestKey(3).payment.address, amount, bitcoinRegtestNetwork)
      tx.sign(from.key.privateKey)
      tx.finalize()
      return tx
    }
    const previous = (await get(`/tx/${funding.id}/hex`)).text
    const sent = legacySpend(99_000n, previous)
    // A signature by the right key over another transaction, in this one's scriptSig.
    const scriptSig = (tx: Transaction) =>
      hex.encode(tx.getInput(0).finalScriptSig ?? new Uint8Array())
    const forged = sent.hex.replace(scriptSig(sent), scriptSig(legacySpend(98_000n, previous)))
    expect(await broadcast(forged)).toEqual({
      status: 400,
      text: refusal(
        -26,
        'mempool-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
      ),
    })
    expect(await broadcast(sent.hex)).toEqual({ status: 200, text: sent.id })
    expect((await getJson(`/tx/${sent.id}`)).vin[0].prevout).toMatchObject({
      scriptpubkey_asm: `OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${hex.encode(legacy.script.subarray(3, 23))} OP_EQUALVERIFY OP_CHECKSIG`,
      scriptpubkey_type: 'p2pkh',
      scriptpubkey_address: legacy.address,
    })
  })

  it('refuses a double spend, in the mempool and after mining, with Core’s reasons', async () => {
    const from = await account(1)
    const first = spend({ from, to: bitcoinTestKey(3).payment.address, amount: 10_000n, fee: 400n })
    const second = spend({
      from,
      to: bitcoinTestKey(4).payment.address,
      amount: 20_000n,
      fee: 400n,
    })
    expect(await broadcast(first.hex)).toEqual({ status: 200, text: first.id })
    // The same transaction again is no double spend: Core answers it with its txid.
    expect(await broadcast(first.hex)).toEqual({ status: 200, text: first.id })
    expect(await broadcast(second.hex)).toEqual({
      status: 400,
      text: refusal(-26, 'txn-mempool-conflict'),
    })
    await mine()
    expect(await broadcast(second.hex)).toEqual({
      status: 400,
      text: refusal(-25, 'bad-txns-inputs-missingorspent'),
    })
    expect(await broadcast(first.hex)).toEqual({
      status: 400,
      text: refusal(-27, 'Transaction outputs already in utxo set'),
    })
  })

  it('refuses a spend of an output that does not exist', async () => {
    const from = await account(1)
    const made = { txid: 'ab'.repeat(32), vout: 0, value: 100_000_000, status: { confirmed: true } }
    const tx = spend({ from, utxos: [made], to: from.key.address, amount: 10_000n, fee: 400n })
    expect(await broadcast(tx.hex)).toEqual({
      status: 400,
      text: refusal(-25, 'bad-txns-inputs-missingorspent'),
    })
  })

  it('refuses a coinbase output before 100 confirmations, and takes it at 100', async () => {
    const miner = bitcoinMinerAccount()
    const { json } = await mine({ address: bitcoinTestKey(7).payment.address })
    const height = json.height
    const from = await account(7)
    const coinbase = from.utxos.find((utxo) => utxo.status.block_height === height) as Utxo
    const tx = spend({ from, utxos: [coinbase], to: miner.address, amount: 10_000n, fee: 400n })
    expect(await broadcast(tx.hex)).toEqual({
      status: 400,
      text: refusal(
        -26,
        'bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 1',
      ),
    })
    await mine({ blocks: 98 })
    expect((await broadcast(tx.hex)).text).toContain('tried to spend coinbase at depth 99')
    await mine()
    expect(await broadcast(tx.hex)).toEqual({ status: 200, text: tx.id })
  })

  it('refuses a bad signature (P2WPKH and P2TR) as Core’s script check does', async () => {
    for (const [index, kind, scriptError] of [
      [2, 'payment', 'Signature must be zero for failed CHECK(MULTI)SIG operation'],
      [2, 'ordinal', 'Invalid Schnorr signature'],
    ] as const) {
      const from = await account(index, kind)
      const to = bitcoinTestKey(3).payment.address
      const sent = spend({ from, to, amount: 10_000n, fee: 400n })
      // The right key's signature, but over another transaction (another amount): it must not verify here.
      const other = spend({ from, to, amount: 20_000n, fee: 400n })
      const signature = (tx: Transaction) =>
        hex.encode(tx.getInput(0).finalScriptWitness?.[0] ?? new Uint8Array())
      const forged = sent.hex.replace(signature(sent), signature(other))
      expect(forged).not.toBe(sent.hex)
      expect(await broadcast(forged)).toEqual({
        status: 400,
        text: refusal(-26, `mempool-script-verify-flag-failed (${scriptError})`),
      })
    }
  })

  it('refuses witnesses of the wrong shape with the script error Core names', async () => {
    const to = bitcoinTestKey(3).payment.address
    const withWitness = (tx: Transaction, witness: Uint8Array[]) => {
      const raw = RawTx.decode(tx.extract())
      return hex.encode(RawTx.encode({ ...raw, segwitFlag: true, witnesses: [witness] }))
    }
    const payment = spend({ from: await account(2), to, amount: 10_000n, fee: 400n })
    const [signature = new Uint8Array(), publicKey = new Uint8Array()] =
      payment.getInput(0).finalScriptWitness ?? []
    const ordinal = spend({ from: await account(2, 'ordinal'), to, amount: 10_000n, fee: 400n })
    const [schnorrSignature = new Uint8Array()] = ordinal.getInput(0).finalScriptWitness ?? []
    const cases: Array<[string, string]> = [
      [withWitness(payment, []), 'Witness program was passed an empty witness'],
      [withWitness(payment, [signature]), 'Witness program hash mismatch'],
      [
        withWitness(payment, [signature, bitcoinTestKey(4).payment.publicKey]),
        'Script failed an OP_EQUALVERIFY operation',
      ],
      [withWitness(payment, [signature.subarray(3), publicKey]), 'Non-canonical DER signature'],
      [withWitness(ordinal, [schnorrSignature.subarray(1)]), 'Invalid Schnorr signature size'],
      [
        withWitness(ordinal, [new Uint8Array([...schnorrSignature, 0])]),
        'Invalid Schnorr signature hash type',
      ],
    ]
    for (const [body, scriptError] of cases)
      expect(await broadcast(body)).toEqual({
        status: 400,
        text: refusal(-26, `mempool-script-verify-flag-failed (${scriptError})`),
      })
    // A script path needs an interpreter the stand-in does not have: refused, and saying so.
    const scriptPath = withWitness(ordinal, [
      schnorrSignature,
      new Uint8Array([0x51]),
      new Uint8Array(33),
    ])
    expect(await broadcast(scriptPath)).toEqual({
      status: 400,
      text: refusal(-26, 'unsupported by the regtest stand-in: a taproot script path'),
    })
  })

  it('refuses outputs worth more than the inputs', async () => {
    const from = await account(4)
    const tx = spend({ from, to: from.key.address, amount: 50_000_000n, fee: 0n, change: false })
    // btc-signer will not sign outputs over the inputs: raise the signed output's amount. Core (and the ledger)
    // compare the amounts before they check a signature.
    const raw = RawTx.decode(tx.extract())
    const over = RawTx.encode({
      ...raw,
      outputs: raw.outputs.map((output) => ({ ...output, amount: 150_000_000n })),
    })
    expect(await broadcast(hex.encode(over))).toEqual({
      status: 400,
      text: refusal(-26, 'bad-txns-in-belowout, value in (1.00) < value out (1.50)'),
    })
  })

  it('refuses a fee below the relay minimum (1 sat/vB)', async () => {
    const from = await account(5)
    const tx = spend({ from, to: bitcoinTestKey(3).payment.address, amount: 10_000n, fee: 50n })
    expect(tx.vsize).toBeGreaterThan(50)
    expect(await broadcast(tx.hex)).toEqual({
      status: 400,
      text: refusal(-26, `min relay fee not met, 50 < ${tx.vsize}`),
    })
  })

  it('refuses a dust output, and takes one at the dust limit', async () => {
    const from = await account(6)
    const to = bitcoinTestKey(3).payment.address
    // P2WPKH's dust limit at Core's 3 sat/vB dust relay fee: 294 sats.
    const dust = spend({ from, to, amount: 293n, fee: 400n })
    expect(await broadcast(dust.hex)).toEqual({ status: 400, text: refusal(-26, 'dust') })
    const justEnough = spend({ from, to, amount: 294n, fee: 400n })
    expect(await broadcast(justEnough.hex)).toEqual({ status: 200, text: justEnough.id })
  })

  it('refuses malformed transactions as Core fails to decode them', async () => {
    const decodeFailed = refusal(-22, 'TX decode failed. Make sure the tx has at least one input.')
    const from = await account(1)
    const whole = spend({ from, to: from.key.address, amount: 10_000n, fee: 400n }).hex
    for (const body of ['', 'zz', '0', '00', whole.slice(0, 40), `${whole}00`])
      expect(await broadcast(body)).toEqual({ status: 400, text: decodeFailed })
  })

  it('answers bad input with a 400 and its reason, never a 5xx', async () => {
    const { publicKey } = bitcoinTestKey(0).payment
    const mainnet = p2wpkh(publicKey, NETWORK).address
    const testnet = p2wpkh(publicKey, TEST_NETWORK).address
    const cases: Array<[string, number, string]> = [
      [`/address/${mainnet}`, 400, 'Address on invalid network'],
      [`/address/${testnet}/utxo`, 400, 'Address on invalid network'],
      ['/address/bcrt1qnotanaddress/txs', 400, 'Invalid Bitcoin address'],
      [`/address/${'bcrt1q'.padEnd(500, 'q')}`, 400, 'Invalid Bitcoin address'],
      ['/tx/not-a-txid', 400, 'Invalid hex string'],
      [`/tx/${'ab'.repeat(32)}`, 404, 'Transaction not found'],
      ['/block-height/99999', 404, 'Block not found'],
      ['/nothing/here', 404, 'Not found'],
    ]
    for (const [path, status, text] of cases)
      expect({ path, ...(await get(path)) }).toMatchObject({ path, status, text })
    const huge = await broadcast('00'.repeat(600_000))
    expect(huge).toEqual({ status: 400, text: 'Request body too large (at most 1000000 bytes)' })
    const mineCases: Array<[object, string]> = [
      [{ blocks: 0 }, 'blocks: a whole number from 1 to 1000'],
      [{ blocks: 'many' }, 'blocks: a whole number from 1 to 1000'],
      [{ address: 'tb1qx' }, 'Invalid Bitcoin address'],
      [{ other: 1 }, 'Unrecognized key: "other"'],
    ]
    for (const [body, text] of mineCases)
      expect(await mine(body)).toEqual({ status: 400, text, json: undefined })
    const notJson = await fetch(`${regtest.url}/regtest/mine`, { method: 'POST', body: '{' })
    expect(notJson.status).toBe(400)
    expect(await notJson.text()).toBe('The body is not JSON')
  })

  it('mines a block on its clock, at the clock’s time', async () => {
    expect(scheduled?.ms).toBe(60_000)
    const height = Number((await get('/blocks/tip/height')).text)
    clockMs += 60_000
    scheduled?.run()
    expect((await get('/blocks/tip/height')).text).toBe(String(height + 1))
    const hash = (await get('/blocks/tip/hash')).text
    expect((await get(`/block-height/${height + 1}`)).text).toBe(hash)
    const coinbase = regtest.ledger.transaction(regtest.ledger.tip().txids[0] ?? '')
    expect(coinbase?.block?.time).toBe(clockMs / 1000)
    // The next block is scheduled again.
    expect(scheduled?.ms).toBe(60_000)
  })

  it('is open to any page (the demo and the sample wallet call it from the browser)', async () => {
    const preflight = await fetch(`${regtest.url}/tx`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const tip = await fetch(`${regtest.url}/blocks/tip/height`)
    expect(tip.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('still serves after every refusal: the fee estimates, a spend and its block', async () => {
    expect(await getJson('/fee-estimates')).toMatchObject({ '1': 5, '6': 3, '25': 2, '1008': 1 })
    const from = await account(4)
    const tx = spend({ from, to: bitcoinTestKey(3).payment.address, amount: 25_000n, fee: 1_000n })
    expect(await broadcast(tx.hex)).toEqual({ status: 200, text: tx.id })
    await mine()
    expect((await getJson(`/tx/${tx.id}/status`)).confirmed).toBe(true)
  })
})
