import { isSolanaAddress } from '../addresses/solanaAddress'
import { isCaipNetworkId } from './caipNetworkId'
import type { NamespaceDescriptor } from './NamespaceDescriptor'

/** Solana (CAIP-2 `solana`), for `@latch/solana`: base58 addresses, case-sensitive; chain ids are CAIP-2. */
export const solanaNamespace: NamespaceDescriptor = {
  namespace: 'solana',
  caip122Name: 'Solana',
  checkAddress: (input) =>
    isSolanaAddress(input) ? { status: 'valid', address: input } : { status: 'invalid' },
  addressKey: (address) => address,
  parseChainId: (chainId) =>
    typeof chainId === 'string' && chainId.startsWith('solana:') && isCaipNetworkId(chainId)
      ? chainId
      : undefined,
}
