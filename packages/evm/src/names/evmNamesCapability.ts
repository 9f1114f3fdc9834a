import type { NamesCapability } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'
import { resolveEvmName } from './resolveEvmName'

/** `@latch/evm/names`: ENS, where the network has a universal resolver; loaded with the send view. */
export function evmNamesCapability({ wagmiConfig }: EvmAdapterContext): NamesCapability {
  return {
    canResolveNames: (network) => Boolean(network.contracts?.ensUniversalResolver?.address),
    resolveName: (parameters) => resolveEvmName(wagmiConfig, parameters),
  }
}
