import { keccak_256 } from '@noble/hashes/sha3'

// The send chunk keeps its own copy of the EIP-55 and base58 checks (addresses/evmAddress.ts and
// solanaAddress.ts say the same): importing those modules, which the main entry re-exports, from this lazy chunk
// would move them into every app's first paint (esbuild's shared chunks; CONTRIBUTING.md). keccak itself is there
// already (viem). sendRules.test.ts checks both copies agree.

/** An EVM address: 0x and 40 hex digits (the form a recipient must be typed in). */
export const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/
/** Spec §5: a Solana address is 32–44 base58 characters. */
export const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The EIP-55 mixed-case form of a 0x address. */
export function eip55Address(address: string): string {
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf
    const char = lower[i] as string
    result += nibble >= 8 ? char.toUpperCase() : char
  }
  return result
}
