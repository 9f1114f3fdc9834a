import type { BatchCapability, WalletCapabilities } from '@latch/core'
import { callsStatusOf } from '@latch/core/batch'
import type { Address, Hex } from 'viem'
import { getCallsStatus, getCapabilities, sendCalls } from 'wagmi/actions'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * `@latch/evm/batch`: wagmi's own EIP-5792 actions on the connected wallet (state has one owner: the batch is the
 * wallet's, wagmi asks it). A wallet without `wallet_sendCalls` gets the calls one after the other
 * (viem's fallback), unless the app requires an atomic batch.
 */
export function evmBatchCapability({ wagmiConfig }: EvmAdapterContext): BatchCapability {
  return {
    async getCapabilities({ network, from }) {
      const chainId = Number(network.id)
      const capabilities = await getCapabilities(wagmiConfig, {
        account: from as Address,
        chainId,
      })
      return (capabilities ?? {}) as WalletCapabilities
    },
    async sendCalls({ network, from, calls, atomicRequired, capabilities }) {
      const { id } = await sendCalls(wagmiConfig, {
        account: from as Address,
        chainId: Number(network.id),
        calls: calls.map((call) => ({
          to: call.to as Address,
          ...(call.data ? { data: call.data as Hex } : {}),
          ...(call.value !== undefined ? { value: call.value } : {}),
        })),
        forceAtomic: atomicRequired ?? false,
        experimental_fallback: !atomicRequired,
        ...(capabilities ? { capabilities } : {}),
      })
      return { id }
    },
    async getCallsStatus({ id }) {
      const status = await getCallsStatus(wagmiConfig, { id })
      return {
        id,
        status: callsStatusOf(status.statusCode),
        statusCode: status.statusCode,
        atomic: status.atomic,
        receipts: (status.receipts ?? []).map((receipt) => ({
          transactionHash: receipt.transactionHash,
          status: receipt.status,
        })),
      }
    },
  }
}
