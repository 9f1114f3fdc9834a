import type { SendAssetParameters, SendCapability } from '@latch/core'
import { assertSolanaAddress } from '../addresses/assertSolanaAddress'
import type { SolanaAdapterContext } from '../SolanaAdapterContext'
import { estimateSolanaSend, sendSolanaAsset, waitForSolanaTransaction } from './solanaSend'

/** `@latch/solana/send`: send's capability on Solana; kit's transaction code and the programs load with it. */
export function solanaSendCapability(context: SolanaAdapterContext): SendCapability {
  /** The send's addresses checked, on the app's network. */
  function checked(parameters: SendAssetParameters): SendAssetParameters {
    for (const value of [parameters.from, parameters.to, parameters.token])
      if (value !== undefined) assertSolanaAddress(value)
    return { ...parameters, network: context.appNetwork(parameters.network) }
  }
  return {
    async sendAsset(parameters) {
      const send = checked(parameters)
      return sendSolanaAsset(context.walletSession(send.network, send.from), send)
    },
    async estimateSend(parameters) {
      const send = checked(parameters)
      context.walletSession(send.network, send.from)
      return estimateSolanaSend(send)
    },
    async waitForTransaction(parameters) {
      return waitForSolanaTransaction({
        ...parameters,
        network: context.appNetwork(parameters.network),
      })
    },
  }
}
