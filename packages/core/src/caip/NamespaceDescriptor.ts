import type { CaipNetworkId } from './caipNetworkId'
import type { ChainNamespace } from './chainNamespace'

/**
 * A typed address as its namespace reads it: valid (`address` in the form it is sent to; `checksum: 'missing'` when
 * the namespace has a checksum the input was typed without, EVM's EIP-55 mixed case), a checksum that does not
 * match (a typo: `checksummed` is the address's own), or not an address of the namespace (or of the network).
 */
export type AddressCheck =
  | { status: 'valid'; address: string; checksum?: 'missing' | undefined }
  | { status: 'badChecksum'; checksummed: string }
  | { status: 'invalid' }

/**
 * What core needs to know of a namespace, brought by its adapter: core asks it rather than naming any namespace,
 * so a new namespace is an adapter package and no edit in core.
 */
export type NamespaceDescriptor = {
  readonly namespace: ChainNamespace
  /** The blockchain's name in a CAIP-122 sign-in message ("… with your Ethereum account"). */
  readonly caip122Name: string
  /**
   * An address as typed into the modal (a send's recipient), of the network when one is given: some namespaces
   * spell an address per network (Bitcoin's bc1 and tb1), so one of another network is no address there.
   */
  checkAddress(input: string, caipNetworkId?: CaipNetworkId): AddressCheck
  /** The form every spelling of one account shares (EVM: lower case; base58 is case-sensitive): compare these. */
  addressKey(address: string): string
  /**
   * A chain id as this namespace's wallets carry it (EVM: 1 or '0x1'; Solana: the CAIP-2 id), as CAIP-2;
   * undefined when it is not one of this namespace's.
   */
  parseChainId(chainId: number | string): CaipNetworkId | undefined
}
