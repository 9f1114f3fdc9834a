import { schnorr } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { RawTx, RawWitness, Script, Transaction } from '@scure/btc-signer'

/** The signing account: its private key and the output script its address stands for (P2WPKH or P2TR). */
export type Bip322Signer = {
  privateKey: Uint8Array
  script: Uint8Array
  /** The x-only internal key of a P2TR account (BIP-86); absent for P2WPKH. */
  tapInternalKey?: Uint8Array
}

/**
 * A BIP-322 "simple" signature of `message`: the witness of the virtual `to_sign` transaction that spends the
 * virtual `to_spend` output locked to the account's script, serialized as the spec says. Built with btc-signer's
 * transaction code and signer (no own crypto); bip322-js, the usual verifier, needs a Buffer polyfill in the page.
 */
export function signBip322Simple(message: Uint8Array, signer: Bip322Signer): Uint8Array {
  const messageHash = schnorr.utils.taggedHash('BIP0322-signed-message', message)
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', messageHash]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: signer.script }],
    witnesses: [],
    lockTime: 0,
  })
  // A txid is the double SHA-256 of the transaction, in reversed byte order.
  const toSpendId = sha256(sha256(toSpend)).reverse()
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpendId,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: signer.script, amount: 0n },
    ...(signer.tapInternalKey ? { tapInternalKey: signer.tapInternalKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.sign(signer.privateKey)
  toSign.finalize()
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('The BIP-322 signature has no witness')
  return RawWitness.encode(witness)
}
