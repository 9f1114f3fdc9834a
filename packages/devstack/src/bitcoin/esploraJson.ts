import { hex } from '@scure/base'
import { Address, OutScript, Script } from '@scure/btc-signer'
import { bitcoinRegtestNetwork } from './bitcoinTestKeys'
import type { BitcoinLedger, BitcoinLedgerTx, BitcoinOutput } from './createBitcoinLedger'

/** Esplora's `status` of a transaction. */
export type EsploraTxStatus =
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }
  | { confirmed: false }

/** Esplora's output (`vout[]`, `vin[].prevout`). */
export type EsploraOutput = {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

/** Esplora's `chain_stats` / `mempool_stats` of an address. */
export type EsploraAddressStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

/** Esplora's `scriptpubkey_type` (electrs, rest.rs) by btc-signer's output type. */
const scriptTypes: Record<string, string> = {
  pk: 'p2pk',
  pkh: 'p2pkh',
  sh: 'p2sh',
  wpkh: 'v0_p2wpkh',
  wsh: 'v0_p2wsh',
  tr: 'v1_p2tr',
  ms: 'multisig',
}

/** A script as rust-bitcoin (and so Esplora) writes it: `OP_0 OP_PUSHBYTES_20 <hex>`. */
export function scriptAsm(script: Uint8Array): string {
  try {
    return Script.decode(script)
      .map((op) => {
        if (op instanceof Uint8Array) {
          const push =
            op.length <= 75
              ? `OP_PUSHBYTES_${op.length}`
              : op.length <= 0xff
                ? 'OP_PUSHDATA1'
                : op.length <= 0xffff
                  ? 'OP_PUSHDATA2'
                  : 'OP_PUSHDATA4'
          return `${push} ${hex.encode(op)}`
        }
        if (typeof op === 'number')
          return op === 0 ? 'OP_0' : op === -1 ? 'OP_PUSHNUM_NEG1' : `OP_PUSHNUM_${op}`
        return `OP_${op}`
      })
      .join(' ')
  } catch {
    return '<invalid script>'
  }
}

export function esploraOutput(output: BitcoinOutput): EsploraOutput {
  let type = 'unknown'
  let address: string | undefined
  if (output.script[0] === 0x6a) type = 'op_return'
  else
    try {
      const decoded = OutScript.decode(output.script)
      type = scriptTypes[decoded.type] ?? 'unknown'
      if (type !== 'unknown' && type !== 'p2pk' && type !== 'multisig')
        address = Address(bitcoinRegtestNetwork).encode(decoded)
    } catch {
      // A script of no known shape: `unknown`, without an address.
    }
  return {
    scriptpubkey: hex.encode(output.script),
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: type,
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(output.value),
  }
}

export function esploraStatus(tx: BitcoinLedgerTx): EsploraTxStatus {
  return tx.block
    ? {
        confirmed: true,
        block_height: tx.block.height,
        block_hash: tx.block.hash,
        block_time: tx.block.time,
      }
    : { confirmed: false }
}

/** A transaction as Esplora's `GET /tx/:txid` gives it. */
export function esploraTransaction(ledger: BitcoinLedger, tx: BitcoinLedgerTx) {
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.lockTime,
    vin: tx.inputs.map((input) => {
      const prevout = tx.coinbase ? undefined : ledger.output(input.txid, input.vout)
      return {
        txid: input.txid,
        vout: input.vout,
        prevout: prevout ? esploraOutput(prevout) : null,
        scriptsig: hex.encode(input.scriptSig),
        scriptsig_asm: scriptAsm(input.scriptSig),
        ...(input.witness.length > 0
          ? { witness: input.witness.map((item) => hex.encode(item)) }
          : {}),
        is_coinbase: tx.coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outputs.map(esploraOutput),
    size: tx.size,
    weight: tx.weight,
    fee: Number(tx.fee),
    status: esploraStatus(tx),
  }
}

/** `chain_stats` and `mempool_stats` of the address whose output script is `script`. */
export function esploraAddressStats(ledger: BitcoinLedger, script: Uint8Array) {
  const stats = () => ({
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  })
  const chain: EsploraAddressStats = stats()
  const mempool: EsploraAddressStats = stats()
  const scriptHex = hex.encode(script)
  for (const tx of ledger.transactionsOf(script)) {
    const side = tx.block ? chain : mempool
    side.tx_count++
    for (const output of tx.outputs)
      if (hex.encode(output.script) === scriptHex) {
        side.funded_txo_count++
        side.funded_txo_sum += Number(output.value)
      }
    if (tx.coinbase) continue
    for (const input of tx.inputs) {
      const spent = ledger.output(input.txid, input.vout)
      if (spent && hex.encode(spent.script) === scriptHex) {
        side.spent_txo_count++
        side.spent_txo_sum += Number(spent.value)
      }
    }
  }
  return { chain_stats: chain, mempool_stats: mempool }
}

/** `GET /address/:address/utxo`: the outputs to `script` that nothing spends yet, the mempool's included. */
export function esploraUtxos(ledger: BitcoinLedger, script: Uint8Array) {
  const scriptHex = hex.encode(script)
  return ledger
    .transactionsOf(script)
    .flatMap((tx) =>
      tx.outputs.flatMap((output, vout) =>
        hex.encode(output.script) === scriptHex && !ledger.spender(tx.txid, vout)
          ? [{ txid: tx.txid, vout, status: esploraStatus(tx), value: Number(output.value) }]
          : [],
      ),
    )
}
