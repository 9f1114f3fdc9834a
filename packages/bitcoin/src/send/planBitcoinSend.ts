import { Address, type NETWORK, OutScript, selectUTXO } from '@scure/btc-signer'

/** An unspent output of the sending address, as the Esplora API lists it. */
export type BitcoinUtxo = { txid: string; vout: number; value: bigint }

export type BitcoinSendPlan = {
  /** The unsigned PSBT: the chosen inputs, the payment, change back to the sender when above dust. */
  psbt: Uint8Array
  fee: bigint
  /** How many inputs the sender signs (indexes 0 to inputs - 1). */
  inputs: number
}

/** Bitcoin Core's dust relay fee (DUST_RELAY_TX_FEE): 3 sats per vbyte of creating and spending an output. */
const dustRelayFeeRate = 3n

/**
 * GetDustThreshold of Bitcoin Core's policy: an output worth less than spending it costs at the dust relay fee is
 * not relayed (294 sats to P2WPKH, 330 to P2TR, 546 to P2PKH).
 */
export function bitcoinDustThreshold(script: Uint8Array): bigint {
  const outputSize = 8 + 1 + script.length
  const isWitness = script[0] === 0x00 || ((script[0] ?? 0) >= 0x51 && (script[0] ?? 0) <= 0x60)
  // A witness input's signature and key count a quarter (BIP-141).
  const spendSize = isWitness ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4
  return dustRelayFeeRate * BigInt(outputSize + spendSize)
}

/**
 * The send as an unsigned PSBT: btc-signer's coin selection over the sender's outputs at `feeRate` (sats per
 * vbyte), the change to the sender. Refuses in words an amount below dust and one the outputs cannot pay with the
 * fee.
 */
export function planBitcoinSend(parameters: {
  utxos: readonly BitcoinUtxo[]
  from: string
  to: string
  amount: bigint
  feeRate: bigint
  network: typeof NETWORK
  /** The x-only key of a P2TR sender (BIP-86 key path); a P2WPKH one needs none. */
  tapInternalKey?: Uint8Array | undefined
  /** Only the fee is wanted (send asks while the visitor types): an amount below dust is priced as dust. */
  estimate?: boolean
}): BitcoinSendPlan {
  const { utxos, from, to, feeRate, network } = parameters
  const address = Address(network)
  const fromScript = OutScript.encode(address.decode(from))
  const toScript = OutScript.encode(address.decode(to))
  const dust = bitcoinDustThreshold(toScript)
  const amount = parameters.estimate && parameters.amount < dust ? dust : parameters.amount
  if (amount <= 0n) throw new Error('The amount must be more than 0 BTC')
  if (amount < dust)
    throw new Error(
      `${amount} sats is below the dust limit of ${dust} sats: Bitcoin nodes would not relay it`,
    )
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: fromScript, amount: utxo.value },
    ...(parameters.tapInternalKey ? { tapInternalKey: parameters.tapInternalKey } : {}),
  }))
  const selected = selectUTXO(inputs, [{ script: toScript, amount }], 'default', {
    feePerByte: feeRate,
    changeAddress: from,
    network,
    createTx: true,
    bip69: false,
  })
  if (!selected?.tx || selected.fee === undefined)
    throw new Error('Not enough BTC for the amount and the network fee')
  return { psbt: selected.tx.toPSBT(), fee: selected.fee, inputs: selected.inputs.length }
}
