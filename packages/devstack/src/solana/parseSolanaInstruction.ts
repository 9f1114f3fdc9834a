import { base58 } from '@scure/base'
import { uiTokenAmount } from './uiTokenAmount'

export const systemProgram = '11111111111111111111111111111111'
export const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const memoPrograms = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
])

/** An instruction with its accounts resolved to addresses (a top-level one or one run by CPI). */
export type ResolvedInstruction = {
  programId: string
  accounts: readonly string[]
  data: Uint8Array
  stackHeight: number | null
}

export type JsonParsedInstruction =
  | { program: string; programId: string; parsed: unknown; stackHeight: number | null }
  | { programId: string; accounts: string[]; data: string; stackHeight: number | null }

type Parsed = { program: string; parsed: unknown }

/**
 * An instruction in the node's `jsonParsed` form: parsed for the programs a wallet's transfers use (System, SPL
 * Token and Token-2022, Associated Token Account, Memo), else accounts and base58 data, as the node does for a
 * program it has no parser for (or data its parser refuses).
 */
export function parseSolanaInstruction(instruction: ResolvedInstruction): JsonParsedInstruction {
  const parsed = parseKnown(instruction)
  if (parsed)
    return { ...parsed, programId: instruction.programId, stackHeight: instruction.stackHeight }
  return {
    programId: instruction.programId,
    accounts: [...instruction.accounts],
    data: base58.encode(instruction.data),
    stackHeight: instruction.stackHeight,
  }
}

function parseKnown({ programId, accounts, data }: ResolvedInstruction): Parsed | undefined {
  try {
    if (programId === systemProgram) return parseSystem(accounts, data)
    if (programId === tokenProgram || programId === token2022Program)
      return parseToken(accounts, data, programId === tokenProgram ? 'spl-token' : 'spl-token-2022')
    if (programId === associatedTokenProgram) return parseAssociatedToken(accounts, data)
    if (memoPrograms.has(programId))
      return { program: 'spl-memo', parsed: new TextDecoder('utf-8', { fatal: true }).decode(data) }
  } catch {
    // Short data or accounts: unparsed, as the node shows it.
  }
  return undefined
}

function reader(data: Uint8Array) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return {
    u8: (offset: number) => view.getUint8(offset),
    u32: (offset: number) => view.getUint32(offset, true),
    u64: (offset: number) => view.getBigUint64(offset, true),
    address: (offset: number) => {
      if (data.length < offset + 32) throw new RangeError('short data')
      return base58.encode(data.subarray(offset, offset + 32))
    },
  }
}

function account(accounts: readonly string[], index: number): string {
  const address = accounts[index]
  if (address === undefined) throw new RangeError('missing account')
  return address
}

function parseSystem(accounts: readonly string[], data: Uint8Array): Parsed | undefined {
  const read = reader(data)
  const program = 'system'
  switch (read.u32(0)) {
    case 0:
      return {
        program,
        parsed: {
          type: 'createAccount',
          info: {
            source: account(accounts, 0),
            newAccount: account(accounts, 1),
            lamports: read.u64(4),
            space: read.u64(12),
            owner: read.address(20),
          },
        },
      }
    case 1:
      return {
        program,
        parsed: { type: 'assign', info: { account: account(accounts, 0), owner: read.address(4) } },
      }
    case 2:
      return {
        program,
        parsed: {
          type: 'transfer',
          info: {
            source: account(accounts, 0),
            destination: account(accounts, 1),
            lamports: read.u64(4),
          },
        },
      }
    case 8:
      return {
        program,
        parsed: { type: 'allocate', info: { account: account(accounts, 0), space: read.u64(4) } },
      }
    default:
      return undefined
  }
}

function parseToken(
  accounts: readonly string[],
  data: Uint8Array,
  program: string,
): Parsed | undefined {
  const read = reader(data)
  const parsed = (type: string, info: object) => ({ program, parsed: { type, info } })
  switch (read.u8(0)) {
    case 1:
    case 16:
      return parsed(read.u8(0) === 1 ? 'initializeAccount' : 'initializeAccount2', {
        account: account(accounts, 0),
        mint: account(accounts, 1),
        owner: read.u8(0) === 1 ? account(accounts, 2) : read.address(1),
        rentSysvar: account(accounts, read.u8(0) === 1 ? 3 : 2),
      })
    case 3:
      return parsed('transfer', {
        source: account(accounts, 0),
        destination: account(accounts, 1),
        authority: account(accounts, 2),
        amount: read.u64(1).toString(),
      })
    case 4:
      return parsed('approve', {
        source: account(accounts, 0),
        delegate: account(accounts, 1),
        owner: account(accounts, 2),
        amount: read.u64(1).toString(),
      })
    case 7:
      return parsed('mintTo', {
        mint: account(accounts, 0),
        account: account(accounts, 1),
        mintAuthority: account(accounts, 2),
        amount: read.u64(1).toString(),
      })
    case 8:
      return parsed('burn', {
        account: account(accounts, 0),
        mint: account(accounts, 1),
        authority: account(accounts, 2),
        amount: read.u64(1).toString(),
      })
    case 9:
      return parsed('closeAccount', {
        account: account(accounts, 0),
        destination: account(accounts, 1),
        owner: account(accounts, 2),
      })
    case 12:
      return parsed('transferChecked', {
        source: account(accounts, 0),
        mint: account(accounts, 1),
        destination: account(accounts, 2),
        authority: account(accounts, 3),
        tokenAmount: uiTokenAmount(read.u64(1), read.u8(9)),
      })
    case 14:
      return parsed('mintToChecked', {
        mint: account(accounts, 0),
        account: account(accounts, 1),
        mintAuthority: account(accounts, 2),
        tokenAmount: uiTokenAmount(read.u64(1), read.u8(9)),
      })
    case 18:
      return parsed('initializeAccount3', {
        account: account(accounts, 0),
        mint: account(accounts, 1),
        owner: read.address(1),
      })
    case 21:
      return parsed('getAccountDataSize', { mint: account(accounts, 0) })
    case 22:
      return parsed('initializeImmutableOwner', { account: account(accounts, 0) })
    default:
      return undefined
  }
}

function parseAssociatedToken(accounts: readonly string[], data: Uint8Array): Parsed | undefined {
  // No data is the original "create"; 0 and 1 are "create" and "createIdempotent".
  const kind = data.length === 0 ? 0 : data[0]
  if (kind !== 0 && kind !== 1) return undefined
  return {
    program: 'spl-associated-token-account',
    parsed: {
      type: kind === 0 ? 'create' : 'createIdempotent',
      info: {
        source: account(accounts, 0),
        account: account(accounts, 1),
        wallet: account(accounts, 2),
        mint: account(accounts, 3),
        systemProgram: account(accounts, 4),
        tokenProgram: account(accounts, 5),
      },
    },
  }
}
