import { systemProgram } from './parseSolanaInstruction'

export const lamportsPerSignature = 5_000n
const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
// Programs built into the runtime reserve 3,000 compute units each by default; others 200,000 (Agave 2+).
const builtinPrograms = new Set([
  systemProgram,
  computeBudgetProgram,
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])
const builtinUnits = 3_000n
const programUnits = 200_000n
const maxUnits = 1_400_000n

type FeeMessage = {
  header: { numSignerAccounts: number }
  staticAccounts: readonly string[]
  instructions: readonly { programAddressIndex: number; data?: ArrayLike<number> | undefined }[]
}

/**
 * A message's fee as the node computes it for getFeeForMessage: 5,000 lamports a signature, plus the priority fee
 * (compute-unit price × compute-unit limit, rounded up) when the message sets a price.
 */
export function solanaFee(message: FeeMessage): bigint {
  let price = 0n
  let limit: bigint | undefined
  let defaultLimit = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex] ?? ''
    const data = Uint8Array.from(instruction.data ?? [])
    const view = new DataView(data.buffer)
    if (program === computeBudgetProgram) {
      if (data[0] === 2 && data.length >= 5) limit = BigInt(view.getUint32(1, true))
      if (data[0] === 3 && data.length >= 9) price = view.getBigUint64(1, true)
    }
    defaultLimit += builtinPrograms.has(program) ? builtinUnits : programUnits
  }
  const units = limit ?? defaultLimit
  const cappedUnits = units > maxUnits ? maxUnits : units
  const priorityFee = (price * cappedUnits + 999_999n) / 1_000_000n
  return BigInt(message.header.numSignerAccounts) * lamportsPerSignature + priorityFee
}

/** The fee litesvm charged, which its Node binding shows only in the metadata's text ("…, fee: 5000 }"). */
export function chargedFee(metadataText: string): bigint | undefined {
  const matches = [...metadataText.matchAll(/\bfee: (\d+) \}/g)]
  const last = matches[matches.length - 1]
  return last?.[1] === undefined ? undefined : BigInt(last[1])
}
