import type { CaipNetworkId, NamespaceDescriptor } from '@latch/core'
import { caipNetworkIdOfWalletChain, knownBitcoinChains } from '../networks/walletStandardChain'
import type { BitcoinAddressFormat } from './bitcoinAddressFormat'
import { decodeBitcoinAddress } from './decodeBitcoinAddress'

/**
 * Bitcoin (CAIP-2 `bip122`) for core: addresses of the given networks. A Bitcoin address names its network (`bc1`,
 * `tb1`, `bcrt1`, the base58 version bytes): asked with a network (a send's), an address is one of that network;
 * asked without, of any of the app's Bitcoin networks. Testnet4 and signet share one spelling.
 */
export function bitcoinNamespaceOf(caipNetworkIds: readonly string[]): NamespaceDescriptor {
  const formatOf = (id: string) =>
    Object.hasOwn(knownBitcoinChains, id) ? knownBitcoinChains[id]?.format : undefined
  const formats = [...new Set(caipNetworkIds.flatMap((id) => formatOf(id) ?? []))]
  const isAddress = (input: string, caipNetworkId: string | undefined) =>
    (caipNetworkId === undefined
      ? formats
      : caipNetworkIds.includes(caipNetworkId)
        ? [formatOf(caipNetworkId)]
        : []
    ).some((format) => format !== undefined && decodeBitcoinAddress(input, format) !== undefined)
  return {
    namespace: 'bip122',
    caip122Name: 'Bitcoin',
    // Kept as typed: an upper-case bech32 address (QR codes carry them) is as checksummed as its lower case.
    checkAddress: (input, caipNetworkId) =>
      isAddress(input, caipNetworkId) ? { status: 'valid', address: input } : { status: 'invalid' },
    // bech32 is case-insensitive, base58 is not.
    addressKey: (address) => (isBech32Address(address) ? address.toLowerCase() : address),
    parseChainId: (chainId): CaipNetworkId | undefined => caipNetworkIdOfWalletChain(chainId),
  }
}

/** Every Bitcoin network Latch knows: mainnet, testnet3, testnet4, signet and regtest. */
export const bitcoinNamespace: NamespaceDescriptor = /* @__PURE__ */ bitcoinNamespaceOf(
  Object.keys(knownBitcoinChains),
)

const bech32Prefixes = /* @__PURE__ */ new Set(
  Object.values(knownBitcoinChains).map(
    ({ format }: { format: BitcoinAddressFormat }) => format.bech32,
  ),
)

function isBech32Address(address: string): boolean {
  const separator = address.lastIndexOf('1')
  return separator > 0 && bech32Prefixes.has(address.slice(0, separator).toLowerCase())
}
