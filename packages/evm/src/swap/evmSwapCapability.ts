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
