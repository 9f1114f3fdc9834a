import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
} from '@solana/kit'

const systemProgram = '11111111111111111111111111111111' as Address

/** The System program's Transfer (instruction 2: u32 index, u64 lamports, little-endian), as a dapp builds it. */
export function transferSolInstruction(from: Address, to: Address, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: systemProgram,
    accounts: [
      { address: from, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  }
}

/** A transfer as an unsigned transaction, the way a dapp hands it to a wallet's `signTransaction`. */
export function systemTransfer({
  version,
  feePayer,
  from,
  to,
  lamports,
  blockhash,
  lastValidBlockHeight = 1_000_000n,
}: {
  version: 'legacy' | 0
  feePayer: Address
  from: Address
  to: Address
  lamports: bigint
  blockhash: Blockhash
  lastValidBlockHeight?: bigint
}): Transaction {
  return compileTransaction(
    pipe(
      createTransactionMessage({ version }),
      (message) => setTransactionMessageFeePayer(feePayer, message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight }, message),
      (message) =>
        appendTransactionMessageInstruction(transferSolInstruction(from, to, lamports), message),
    ),
  )
}

export function wireBytes(transaction: Transaction): Uint8Array {
  return new Uint8Array(getTransactionEncoder().encode(transaction))
}
