import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { OutScript, Script, type Transaction } from '@scure/btc-signer'
import { scriptError } from './bitcoinRejection'

export type SpentOutput = { value: bigint; script: Uint8Array }

/** What a spend of one input is: checked, refused with Core's script error, or of a kind this ledger cannot check. */
export type InputVerdict = { ok: true } | { error: string } | { unsupported: string }

/** The sighash types Core's STRICTENC accepts (ALL, NONE, SINGLE, each with or without ANYONECANPAY). */
const knownHashTypes = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])
const hash160 = (data: Uint8Array) => ripemd160(sha256(data))

/** Signatures of the legacy sighash: a private method of btc-signer's Transaction (the one its own signer uses). */
type LegacySighash = {
  preimageLegacy(idx: number, script: Uint8Array, hashType: number): Uint8Array
}

/** An ECDSA `<signature + hash type>` over `sighash(hashType)` by `publicKey`, as CHECKSIG with NULLFAIL sees it. */
function checkEcdsa(
  signature: Uint8Array,
  publicKey: Uint8Array,
  sighash: (hashType: number) => Uint8Array,
): InputVerdict {
  // An empty signature makes CHECKSIG push false: the script ends false (SCRIPT_ERR_EVAL_FALSE).
  if (signature.length === 0)
    return {
      error: 'Script evaluated without error but finished with a false/empty top stack element',
    }
  const hashType = signature[signature.length - 1] ?? 0
  if (!knownHashTypes.has(hashType))
    return { error: 'Signature hash type missing or not understood' }
  let parsed: ReturnType<typeof secp256k1.Signature.fromDER>
  try {
    // BIP-66: strict DER (noble's verify would only answer false, hiding which rule failed).
    parsed = secp256k1.Signature.fromDER(signature.subarray(0, -1))
  } catch {
    return { error: scriptError.sigDer }
  }
  // A key off the curve makes CHECKSIG fail as a wrong signature does.
  const valid = secp256k1.verify(parsed.toCompactRawBytes(), sighash(hashType), publicKey, {
    prehash: false,
    format: 'compact',
    lowS: false,
  })
  return valid ? { ok: true } : { error: scriptError.nullFail }
}

/**
 * Checks input `index` of `tx` against the outputs it spends (`spent`, one per input, in order): P2WPKH, P2TR key
 * path and P2PKH, the way Bitcoin Core's interpreter judges them, with the sighashes btc-signer computes. Other
 * spends (script paths, P2SH, P2WSH, bare scripts) need a script interpreter and are reported unsupported.
 */
export function verifyBitcoinInput(
  tx: Transaction,
  index: number,
  spent: readonly SpentOutput[],
): InputVerdict {
  const input = tx.getInput(index)
  const prevout = spent[index]
  if (!prevout) return { error: scriptError.invalidStackOperation }
  const witness = input.finalScriptWitness ?? []
  const scriptSig = input.finalScriptSig ?? new Uint8Array()
  let decoded: ReturnType<typeof OutScript.decode>
  try {
    decoded = OutScript.decode(prevout.script)
  } catch {
    return { unsupported: 'a spend of a non-standard output script' }
  }
  switch (decoded.type) {
    case 'wpkh': {
      if (scriptSig.length > 0) return { error: scriptError.witnessMalleated }
      if (witness.length === 0) return { error: scriptError.witnessProgramWitnessEmpty }
      const [signature, publicKey] = witness
      if (witness.length !== 2 || !signature || !publicKey)
        return { error: scriptError.witnessProgramMismatch }
      if (!equal(hash160(publicKey), decoded.hash)) return { error: scriptError.equalVerify }
      // BIP-143: the script code of a P2WPKH spend is the P2PKH script of its key hash.
      const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
      return checkEcdsa(signature, publicKey, (hashType) =>
        tx.preimageWitnessV0(index, scriptCode, hashType, prevout.value),
      )
    }
    case 'tr': {
      if (scriptSig.length > 0) return { error: scriptError.witnessMalleated }
      if (witness.length === 0) return { error: scriptError.witnessProgramWitnessEmpty }
      const last = witness[witness.length - 1]
      const hasAnnex = witness.length >= 2 && last?.[0] === 0x50
      if (witness.length - (hasAnnex ? 1 : 0) !== 1) return { unsupported: 'a taproot script path' }
      if (hasAnnex) return { unsupported: 'a taproot annex' }
      const signature = witness[0] ?? new Uint8Array()
      if (signature.length !== 64 && signature.length !== 65)
        return { error: scriptError.schnorrSigSize }
      // BIP-341: 64 bytes is SIGHASH_DEFAULT; a 65th byte names the type, and 0x00 there is invalid.
      const hashType = signature.length === 65 ? (signature[64] ?? 0) : 0
      if (signature.length === 65 && !knownHashTypes.has(hashType))
        return { error: scriptError.schnorrSigHashtype }
      const sighash = tx.preimageWitnessV1(
        index,
        spent.map((each) => each.script),
        hashType,
        spent.map((each) => each.value),
      )
      try {
        return schnorr.verify(signature.subarray(0, 64), sighash, decoded.pubkey)
          ? { ok: true }
          : { error: scriptError.schnorrSig }
      } catch {
        return { error: scriptError.schnorrSig }
      }
    }
    case 'pkh': {
      if (witness.length > 0) return { error: 'Witness provided for non-witness script' }
      let pushes: ReturnType<typeof Script.decode>
      try {
        pushes = Script.decode(scriptSig)
      } catch {
        return { error: scriptError.invalidStackOperation }
      }
      const [signature, publicKey] = pushes
      if (
        pushes.length !== 2 ||
        !(signature instanceof Uint8Array) ||
        !(publicKey instanceof Uint8Array)
      )
        return { error: scriptError.invalidStackOperation }
      if (!equal(hash160(publicKey), decoded.hash)) return { error: scriptError.equalVerify }
      const legacy = tx as unknown as LegacySighash
      return checkEcdsa(signature, publicKey, (hashType) =>
        legacy.preimageLegacy(index, prevout.script, hashType),
      )
    }
    default:
      return { unsupported: `a spend of a ${decoded.type} output` }
  }
}
