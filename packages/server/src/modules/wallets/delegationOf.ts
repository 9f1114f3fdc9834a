import { type Address, getAddress, type Hex } from 'viem'

/** EIP-7702's delegation indicator: `0xef0100` then the 20-byte address the account's code is. */
const DELEGATION_PREFIX = '0xef0100'

/** The contract an account delegates to (EIP-7702), from its code; undefined for an EOA without delegation or a contract. */
export function delegationOf(code: Hex | undefined): Address | undefined {
  if (!code || code.length !== DELEGATION_PREFIX.length + 40) return undefined
  if (code.slice(0, DELEGATION_PREFIX.length).toLowerCase() !== DELEGATION_PREFIX) return undefined
  return getAddress(`0x${code.slice(DELEGATION_PREFIX.length)}`)
}
