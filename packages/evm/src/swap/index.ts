import type { SwapCapability } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'
import { waitForEvmTransaction } from '../send/evmSend'
import { sendEvmTransaction } from './sendEvmTransaction'

/** `@latch/evm/swap`: swap's capability on EVM (a prepared transaction, sent as it is), loaded with the first swap. */
export function evmSwapCapability({ wagmiConfig }: EvmAdapterContext): SwapCapability {
  return {
    sendTransaction: (parameters) => sendEvmTransaction(wagmiConfig, parameters),
    waitForTransaction: (parameters) => waitForEvmTransaction(wagmiConfig, parameters),
  }
}

// The adapter loads it as the module's default: a short name in every app's first paint.
export default evmSwapCapability
