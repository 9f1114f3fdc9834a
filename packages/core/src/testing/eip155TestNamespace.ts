import { checksumEvmAddress } from '../addresses/evmAddress'
import { eip155Namespace } from '../caip/eip155Namespace'

/** EVM's descriptor on core's own EIP-55 checksum (the EVM adapter gives it viem's). */
export const eip155TestNamespace = eip155Namespace(checksumEvmAddress)
