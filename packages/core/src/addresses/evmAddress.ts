import { keccak_256 } from '@noble/hashes/sha3'

const evmAddressPattern = /^(0x)?[0-9a-fA-F]{40}$/

/** behaviour.md §5: 40 hex digits, the 0x prefix optional. */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && evmAddressPattern.test(value)
}

/**
 * The EIP-55 mixed-case form of an EVM address (0x-prefixed), so a mistyped letter shows as a different
 * address. Throws on anything that is not an EVM address.
 */
export function checksumEvmAddress(address: string): `0x${string}` {
  if (!isEvmAddress(address)) throw new TypeError(`Not an EVM address: ${address}`)
  const lower = address.replace(/^0x/, '').toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf
    const char = lower[i] as string
    result += nibble >= 8 ? char.toUpperCase() : char
  }
  return result as `0x${string}`
}

/** True when a mixed-case address carries a valid EIP-55 checksum (all-lower or all-upper carry none). */
export function hasValidChecksum(address: string): boolean {
  if (!isEvmAddress(address)) return false
  const body = address.replace(/^0x/, '')
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return checksumEvmAddress(address) === `0x${body}`
}
