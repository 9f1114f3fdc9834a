import { base58 } from '@scure/base'
import { token2022Program, tokenProgram } from './parseSolanaInstruction'

export type TokenAccountState = {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

export type MintState = {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

const tokenAccountSize = 165
const mintSize = 82
// Token-2022 accounts with extensions are longer: byte 165 says which kind they are.
const accountTypeMint = 1
const accountTypeAccount = 2

export function isTokenProgram(owner: string) {
  return owner === tokenProgram || owner === token2022Program
}

/** The SPL token account in `data` (Token or Token-2022 layout), or undefined if it is none. */
export function decodeTokenAccount(owner: string, data: Uint8Array): TokenAccountState | undefined {
  if (!isTokenProgram(owner)) return undefined
  if (data.length !== tokenAccountSize && data[tokenAccountSize] !== accountTypeAccount)
    return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const state = data[108]
  if (state === 0 || state === undefined) return undefined
  return {
    mint: base58.encode(data.subarray(0, 32)),
    owner: base58.encode(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    delegate: optionalAddress(data, 72),
    state: state === 2 ? 'frozen' : 'initialized',
    isNative: view.getUint32(109, true) === 1 ? view.getBigUint64(113, true) : null,
    delegatedAmount: view.getBigUint64(121, true),
    closeAuthority: optionalAddress(data, 129),
  }
}

/** The SPL mint in `data`, or undefined if it is none. */
export function decodeMint(owner: string, data: Uint8Array): MintState | undefined {
  if (!isTokenProgram(owner)) return undefined
  if (data.length !== mintSize && data[tokenAccountSize] !== accountTypeMint) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return {
    mintAuthority: optionalAddress(data, 0),
    supply: view.getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalAddress(data, 46),
  }
}

/** A `COption<Pubkey>`: a u32 tag, then 32 bytes. */
function optionalAddress(data: Uint8Array, offset: number): string | null {
  const tag = new DataView(data.buffer, data.byteOffset + offset, 4).getUint32(0, true)
  return tag === 1 ? base58.encode(data.subarray(offset + 4, offset + 36)) : null
}
