import type { SendCapability } from '@latch/core'
import type { EvmAdapterContext } from '../EvmAdapterContext'
import { estimateEvmSend, sendEvmAsset, waitForEvmTransaction } from './evmSend'

/** `@latch/evm/send`: send's capability on EVM, loaded with the first send. */
export function evmSendCapability({ wagmiConfig }: EvmAdapterContext): SendCapability {
  return {
    sendAsset: (parameters) => sendEvmAsset(wagmiConfig, parameters),
    estimateSend: (parameters) => estimateEvmSend(wagmiConfig, parameters),
    waitForTransaction: (parameters) => waitForEvmTransaction(wagmiConfig, parameters),
  }
}
