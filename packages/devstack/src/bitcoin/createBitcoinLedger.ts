import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { OutScript, RawTx, Script, Transaction } from '@scure/btc-signer'
import { type BitcoinRejection, bitcoinRejection } from './bitcoinRejection'
import { bitcoinMinerAccount, bitcoinTestKey } from './bitcoinTestKeys'
import { type SpentOutput, verifyBitcoinInput } from './verifyBitcoinInput'

/** Bitcoin Core's regtest genesis block (chainparams.cpp): block 0 of the ledger. */
export const bitcoinRegtestGenesisHash =
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
const genesisTime = 1_296_688_602

/** COINBASE_MATURITY (consensus/consensus.h). */
const coinbaseMaturity = 100
/** Regtest halves the subsidy every 150 blocks (chainparams.cpp, nSubsidyHalvingInterval). */
const halvingInterval = 150
const coin = 100_000_000n
/** DUST_RELAY_TX_FEE (policy/policy.h): 3 sat/vB. */
const dustRelayFeeRate = 3_000n
/** Each test key's payment and ordinal accounts get this much at start. */
const testKeyFunding = coin

export type BitcoinOutput = SpentOutput

export type BitcoinTxInput = {
  /** The spent output's txid (display order); 64 zeros for a coinbase. */
  txid: string
  vout: number
  scriptSig: Uint8Array
  sequence: number
  witness: Uint8Array[]
}

export type BitcoinBlock = { hash: string; height: number; time: number; txids: string[] }

export type BitcoinLedgerTx = {
  txid: string
  /** The whole transaction, witnesses included. */
  raw: Uint8Array
  version: number
  lockTime: number
  inputs: BitcoinTxInput[]
  outputs: BitcoinOutput[]
  coinbase: boolean
  /** Inputs less outputs (0 for a coinbase). */
  fee: bigint
  size: number
  weight: number
  /** The block that holds it; none while it waits in the mempool. */
  block?: BitcoinBlock
}

export type BitcoinLedgerOptions = {
  /** The clock blocks take their time from (ms since the epoch). */
  now?: () => number
  /**
   * The relay minimum, sats per 1000 vbytes (Core's -minrelaytxfee). 1 sat/vB unless set: Core's default up to
   * v29 and the floor wallets still plan for; Core v30 lowered its default to 0.1 sat/vB (100).
   */
  minRelayFeeRate?: bigint
}

export type BitcoinLedger = ReturnType<typeof createBitcoinLedger>

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
const sha256d = (data: Uint8Array) => sha256(sha256(data))
/** Display order (big-endian hex) of a hash Bitcoin computes little-endian. */
const displayHex = (hash: Uint8Array) => hex.encode(Uint8Array.from(hash).reverse())
const zeroTxid = '0'.repeat(64)

/** GetDustThreshold (policy/policy.cpp): what spending the output would cost at the dust relay fee. */
function dustThreshold(script: Uint8Array): bigint {
  if (script[0] === 0x6a) return 0n // OP_RETURN: never spent, never dust
  const outputSize = 8 + 1 + script.length
  const isWitness =
    script.length >= 4 && script.length <= 42 && (script[0] === 0 || (script[0] ?? 0) >= 0x51)
  const spendSize = isWitness ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4
  return (dustRelayFeeRate * BigInt(outputSize + spendSize)) / 1000n
}

/** An output script of a standard type (IsStandard in policy/policy.cpp): the ones btc-signer knows, or OP_RETURN. */
function isStandardScript(script: Uint8Array): boolean {
  if (script[0] === 0x6a) return script.length <= 83
  try {
    return OutScript.decode(script).type !== 'unknown'
  } catch {
    return false
  }
}

function decodeRaw(raw: Uint8Array) {
  const decoded = RawTx.decode(raw)
  const inputs: BitcoinTxInput[] = decoded.inputs.map((input, index) => ({
    txid: hex.encode(input.txid),
    vout: input.index,
    scriptSig: input.finalScriptSig,
    sequence: input.sequence,
    witness: decoded.witnesses?.[index] ?? [],
  }))
  const outputs = decoded.outputs.map((output) => ({ value: output.amount, script: output.script }))
  const stripped = RawTx.encode({ ...decoded, segwitFlag: false, witnesses: undefined })
  return {
    txid: displayHex(sha256d(stripped)),
    version: decoded.version,
    lockTime: decoded.lockTime,
    inputs,
    outputs,
    size: raw.length,
    // BIP-141: three times the size without witnesses, plus the whole size.
    weight: stripped.length * 3 + raw.length,
  }
}

/**
 * An in-process regtest ledger: a stand-in for bitcoind, which cannot be installed offline here. It keeps a chain
 * of blocks, the outputs every transaction made, and a mempool, and admits a transaction as Bitcoin Core's
 * mempool would (`submit`): inputs that exist and are unspent, coinbase maturity, no value created, the relay
 * fee, no dust, standard output scripts, and valid signatures (P2WPKH, P2TR key path, P2PKH). A refusal is
 * answered with Core's words (`bitcoinRejection`) and never thrown. Blocks come from `mine`.
 *
 * At start: Core's regtest genesis, then block 1 whose coinbase pays each test key's payment and ordinal account
 * 1 BTC, then 100 blocks more so that coinbase is mature (spendable at once, as after `generate 101`).
 */
export function createBitcoinLedger(options: BitcoinLedgerOptions = {}) {
  const now = options.now ?? Date.now
  const minRelayFeeRate = options.minRelayFeeRate ?? 1_000n
  const minerScript = bitcoinMinerAccount().script
  const blocks: BitcoinBlock[] = [
    { hash: bitcoinRegtestGenesisHash, height: 0, time: genesisTime, txids: [] },
  ]
  const transactions = new Map<string, BitcoinLedgerTx>()
  /** Every output ever made, by `txid:vout`. */
  const outputs = new Map<string, BitcoinOutput>()
  /** The transaction (mined or in the mempool) that spends each spent output. */
  const spenders = new Map<string, string>()
  /** Transactions waiting for a block, in the order they came (a parent before its children). */
  const mempool: string[] = []
  /** The transactions that pay to or spend from each output script (hex), in the order they came. */
  const byScript = new Map<string, string[]>()

  const tip = () => blocks[blocks.length - 1] as BitcoinBlock

  function record(tx: BitcoinLedgerTx) {
    transactions.set(tx.txid, tx)
    const scripts = new Set<string>()
    for (const input of tx.inputs) {
      if (tx.coinbase) break
      spenders.set(outpoint(input.txid, input.vout), tx.txid)
      const spent = outputs.get(outpoint(input.txid, input.vout))
      if (spent) scripts.add(hex.encode(spent.script))
    }
    for (const [vout, output] of tx.outputs.entries()) {
      outputs.set(outpoint(tx.txid, vout), output)
      scripts.add(hex.encode(output.script))
    }
    for (const script of scripts) {
      const txids = byScript.get(script)
      if (txids) txids.push(tx.txid)
      else byScript.set(script, [tx.txid])
    }
  }

  function coinbaseTx(height: number, payouts: BitcoinOutput[]): BitcoinLedgerTx {
    // BIP-34: the coinbase's scriptSig starts with the height (and so each coinbase has its own txid).
    const scriptSig = Script.encode([height, 'OP_0'])
    const raw = RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: [
        {
          txid: new Uint8Array(32),
          index: 0xffff_ffff,
          finalScriptSig: scriptSig,
          sequence: 0xffff_ffff,
        },
      ],
      outputs: payouts.map((payout) => ({ amount: payout.value, script: payout.script })),
      witnesses: undefined,
      lockTime: 0,
    })
    return { ...decodeRaw(raw), raw, coinbase: true, fee: 0n }
  }

  /** A block header with regtest's proof of work (nBits 0x207fffff: about every other nonce does). */
  function blockHash(previous: string, txids: string[], time: number): string {
    let level = txids.map((txid) => hex.decode(txid).reverse())
    while (level.length > 1) {
      const next: Uint8Array[] = []
      for (let index = 0; index < level.length; index += 2) {
        const left = level[index] as Uint8Array
        const right = level[index + 1] ?? left
        next.push(sha256d(new Uint8Array([...left, ...right])))
      }
      level = next
    }
    const header = new Uint8Array(80)
    const view = new DataView(header.buffer)
    view.setUint32(0, 0x2000_0000, true)
    header.set(hex.decode(previous).reverse(), 4)
    header.set(level[0] ?? new Uint8Array(32), 36)
    view.setUint32(68, time, true)
    view.setUint32(72, 0x207f_ffff, true)
    for (let nonce = 0; ; nonce++) {
      view.setUint32(76, nonce, true)
      const hash = displayHex(sha256d(header))
      if (hash < '7fffff') return hash
    }
  }

  function mineBlock(payouts?: BitcoinOutput[], payTo: Uint8Array = minerScript): BitcoinBlock {
    const height = tip().height + 1
    const included = mempool.splice(0).map((txid) => transactions.get(txid) as BitcoinLedgerTx)
    const fees = included.reduce((sum, tx) => sum + tx.fee, 0n)
    const reward = (50n * coin) >> BigInt(Math.floor(height / halvingInterval))
    const paid = (payouts ?? []).reduce((sum, payout) => sum + payout.value, 0n)
    const coinbase = coinbaseTx(height, [
      ...(payouts ?? []),
      { value: reward + fees - paid, script: payTo },
    ])
    record(coinbase)
    const txids = [coinbase.txid, ...included.map((tx) => tx.txid)]
    const time = Math.max(Math.floor(now() / 1000), tip().time)
    const block = { hash: blockHash(tip().hash, txids, time), height, time, txids }
    blocks.push(block)
    for (const txid of txids) (transactions.get(txid) as BitcoinLedgerTx).block = block
    return block
  }

  const testPayouts = Array.from({ length: 10 }, (_, index) => bitcoinTestKey(index)).flatMap(
    (key) => [
      { value: testKeyFunding, script: key.payment.script },
      { value: testKeyFunding, script: key.ordinal.script },
    ],
  )
  mineBlock(testPayouts)
  for (let count = 0; count < coinbaseMaturity; count++) mineBlock()

  function check(rawHex: string): { txid: string } | { rejection: BitcoinRejection } {
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(rawHex)) return { rejection: bitcoinRejection.decodeFailed() }
    const raw = hex.decode(rawHex.toLowerCase())
    let decoded: ReturnType<typeof decodeRaw>
    let tx: Transaction
    try {
      decoded = decodeRaw(raw)
      tx = Transaction.fromRaw(raw, {
        allowUnknownOutputs: true,
        allowUnknownInputs: true,
        disableScriptCheck: true,
      })
    } catch {
      return { rejection: bitcoinRejection.decodeFailed() }
    }
    const { txid } = decoded
    if (decoded.inputs.length === 0) return { rejection: bitcoinRejection.vinEmpty() }
    if (decoded.outputs.length === 0) return { rejection: bitcoinRejection.voutEmpty() }
    const keys = decoded.inputs.map((input) => outpoint(input.txid, input.vout))
    if (new Set(keys).size !== keys.length) return { rejection: bitcoinRejection.inputsDuplicate() }
    if (decoded.inputs.some((input) => input.txid === zeroTxid))
      return { rejection: { code: -26, message: 'coinbase' } }
    const known = transactions.get(txid)
    // Core answers a transaction it already holds in its mempool with its txid, as for a first broadcast.
    if (known) return known.block ? { rejection: bitcoinRejection.alreadyInChain() } : { txid }
    if (decoded.outputs.some((output) => !isStandardScript(output.script)))
      return { rejection: bitcoinRejection.scriptPubKey() }
    if (decoded.outputs.some((output) => output.value < dustThreshold(output.script)))
      return { rejection: bitcoinRejection.dust() }
    for (const key of keys) {
      const spender = spenders.get(key)
      if (spender && !transactions.get(spender)?.block)
        return { rejection: bitcoinRejection.mempoolConflict() }
    }
    const spent: BitcoinOutput[] = []
    for (const [index, key] of keys.entries()) {
      const output = outputs.get(key)
      if (!output || spenders.has(key)) return { rejection: bitcoinRejection.missingOrSpent() }
      const source = transactions.get(decoded.inputs[index]?.txid ?? '')
      if (source?.coinbase && source.block) {
        const depth = tip().height + 1 - source.block.height
        if (depth < coinbaseMaturity)
          return { rejection: bitcoinRejection.prematureCoinbase(depth) }
      }
      spent.push(output)
    }
    const valueIn = spent.reduce((sum, output) => sum + output.value, 0n)
    const valueOut = decoded.outputs.reduce((sum, output) => sum + output.value, 0n)
    if (valueIn < valueOut) return { rejection: bitcoinRejection.inBelowOut(valueIn, valueOut) }
    const fee = valueIn - valueOut
    const vsize = BigInt(Math.ceil(decoded.weight / 4))
    // CFeeRate::GetFee rounds up.
    const required = (minRelayFeeRate * vsize + 999n) / 1000n
    if (fee < required) return { rejection: bitcoinRejection.minRelayFee(fee, required) }
    for (let index = 0; index < spent.length; index++) {
      const verdict = verifyBitcoinInput(tx, index, spent)
      if ('error' in verdict) return { rejection: bitcoinRejection.scriptFailed(verdict.error) }
      if ('unsupported' in verdict)
        return { rejection: bitcoinRejection.unsupported(verdict.unsupported) }
    }
    record({ ...decoded, raw, coinbase: false, fee })
    mempool.push(txid)
    return { txid }
  }

  return {
    /** Admits a raw transaction (hex) to the mempool, or says why not; never throws. */
    submit(rawHex: string): { txid: string } | { rejection: BitcoinRejection } {
      try {
        return check(rawHex)
      } catch {
        // A transaction that broke a check in a way none of them foresaw: refused, the ledger unharmed.
        return { rejection: bitcoinRejection.decodeFailed() }
      }
    },
    /** Mines `count` blocks with every mempool transaction in the first; the coinbase pays `payTo` (the miner's). */
    mine(count = 1, payTo?: Uint8Array): BitcoinBlock[] {
      return Array.from({ length: count }, () => mineBlock(undefined, payTo))
    },
    tip,
    block: (height: number): BitcoinBlock | undefined => blocks[height],
    transaction: (txid: string): BitcoinLedgerTx | undefined => transactions.get(txid),
    output: (txid: string, vout: number): BitcoinOutput | undefined =>
      outputs.get(outpoint(txid, vout)),
    spender: (txid: string, vout: number): BitcoinLedgerTx | undefined => {
      const spender = spenders.get(outpoint(txid, vout))
      return spender ? transactions.get(spender) : undefined
    },
    /** The transactions that pay to or spend from `script`, oldest first. */
    transactionsOf: (script: Uint8Array): BitcoinLedgerTx[] =>
      (byScript.get(hex.encode(script)) ?? []).map(
        (txid) => transactions.get(txid) as BitcoinLedgerTx,
      ),
    mempool: (): BitcoinLedgerTx[] =>
      mempool.map((txid) => transactions.get(txid) as BitcoinLedgerTx),
  }
}
