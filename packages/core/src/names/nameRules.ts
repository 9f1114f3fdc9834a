import { COIN_TYPE_FLAG, NAME_MIN_LENGTH } from '../constants'

/** behaviour.md §5: a name label is 4 or more letters, digits or hyphens. */
export function isValidNameLabel(label: string): boolean {
  return label.length >= NAME_MIN_LENGTH && /^[A-Za-z0-9-]+$/.test(label)
}

/**
 * ENSIP-11 coin type of an EVM chain: the 0x80000000 flag OR the chain id. Chain ids at or above the flag have
 * no coin type. Arithmetic, not `|`: JavaScript's bitwise operators work on signed 32-bit integers.
 */
export function coinTypeForChain(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_FLAG)
    throw new RangeError(`Chain id ${chainId} has no coin type (it must be below 0x80000000)`)
  return COIN_TYPE_FLAG + chainId
}
