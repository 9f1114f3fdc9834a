import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'

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
 * A wire transaction (legacy or v0) read with kit's decoders far enough to say what it does: its signers and
 * instructions. Accounts a v0 transaction loads from lookup tables are not resolved here (the secure site does not
 * ask the chain), so they read as undefined. Undefined for bytes that are not such a transaction.
 */
export function decodeSolanaTransaction(bytes: Uint8Array): DecodedSolanaTransaction | undefined {
  try {
    const { messageBytes } = getTransactionDecoder().decode(bytes)
    const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
    if (message.version !== 'legacy' && message.version !== 0) return undefined
    const keys: readonly string[] = message.staticAccounts
    const required = message.header.numSignerAccounts
    if (required < 1 || required > keys.length) return undefined
    const instructions = message.instructions.map((instruction) => {
      const programId = keys[instruction.programAddressIndex]
      // A program is never loaded from a lookup table.
      if (!programId) throw new Error('program from a lookup table')
      return {
        programId,
        accounts: (instruction.accountIndices ?? []).map((index) => keys[index]),
        data: new Uint8Array(instruction.data ?? []),
      }
    })
    return { signers: keys.slice(0, required), instructions }
  } catch {
    return undefined
  }
}
