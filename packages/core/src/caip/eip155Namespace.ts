import type { NamespaceDescriptor } from './NamespaceDescriptor'

/** An EVM address as typed: 0x and 40 hex digits. */
const typedAddress = /^0x[a-fA-F0-9]{40}$/

/**
 * EVM's descriptor (CAIP-2 `eip155`), on the EIP-55 `checksum` its adapter already has (viem's in `@latch/evm`,
 * so the first paint holds one keccak). An address typed all in one case carries no checksum: valid, sent in its
 * checksummed form; a mixed case that is not its checksum is a typo (behaviour.md §5).
 */
export function eip155Namespace(checksum: (address: `0x${string}`) => string): NamespaceDescriptor {
  return {
    namespace: 'eip155',
    caip122Name: 'Ethereum',
    checkAddress(input) {
      if (!typedAddress.test(input)) return { status: 'invalid' }
      const checksummed = checksum(input as `0x${string}`)
      if (input === checksummed) return { status: 'valid', address: checksummed }
      // All one case carries no checksum ('0x' has no hex letter).
      if (!/[a-f]/.test(input) || !/[A-F]/.test(input))
        return { status: 'valid', address: checksummed, checksum: 'missing' }
      return { status: 'badChecksum', checksummed }
    },
    addressKey: (address) => address.toLowerCase(),
    // Wallets and the secure site answer a number, or its decimal or 0x string.
    parseChainId(chainId) {
      const id = Number(chainId)
      return id > 0 && id % 1 === 0 ? `eip155:${id}` : undefined
    },
  }
}
