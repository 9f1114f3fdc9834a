import { encodeBase58 } from './base58'

/** An instruction with its program and accounts as addresses (undefined: loaded from a lookup table). */
export type DecodedInstruction = {
  programId: string
  accounts: Array<string | undefined>
  data: Uint8Array
}

export type DecodedSolanaTransaction = {
  /** The addresses whose signature the transaction needs, fee payer first. */
  signers: string[]
  instructions: DecodedInstruction[]
}

/**
 * A wire transaction (legacy or v0) read far enough to say what it does: its signers and instructions. Accounts
 * a v0 transaction loads from lookup tables are not resolved here (the secure site does not ask the chain), so
 * they read as undefined. Undefined for bytes that are not a transaction.
 */
export function decodeSolanaTransaction(bytes: Uint8Array): DecodedSolanaTransaction | undefined {
  let at = 0
  const byte = () => {
    if (at >= bytes.length) throw new Error('short')
    return bytes[at++] as number
  }
  const take = (length: number) => {
    if (at + length > bytes.length) throw new Error('short')
    const slice = bytes.subarray(at, at + length)
    at += length
    return slice
  }
  const shortVec = () => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const next = byte()
      value |= (next & 0x7f) << shift
      if (!(next & 0x80)) return value
    }
    throw new Error('bad length')
  }
  try {
    take(shortVec() * 64)
    const prefix = bytes[at] as number
    if (prefix & 0x80) {
      if ((prefix & 0x7f) !== 0) return undefined
      at++
    }
    const requiredSignatures = byte()
    byte()
    byte()
    const keys = Array.from({ length: shortVec() }, () => encodeBase58(take(32)))
    take(32)
    const instructions = Array.from({ length: shortVec() }, () => {
      const programId = keys[byte()]
      const accounts = Array.from({ length: shortVec() }, () => keys[byte()])
      const data = take(shortVec())
      if (!programId) throw new Error('program from a lookup table')
      return { programId, accounts, data: new Uint8Array(data) }
    })
    if (requiredSignatures < 1 || requiredSignatures > keys.length) return undefined
    return { signers: keys.slice(0, requiredSignatures), instructions }
  } catch {
    return undefined
  }
}
