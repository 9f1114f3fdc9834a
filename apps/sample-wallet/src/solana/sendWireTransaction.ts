import {
  createSolanaRpc,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  type Signature,
  type Transaction,
} from '@solana/kit'
import { ProviderRpcError, providerErrorCodes } from '../providerError'
import type { SendOptions } from './solanaFeatureInputs'

const commitments = ['processed', 'confirmed', 'finalized'] as const

function reached(status: string | null, wanted: (typeof commitments)[number]) {
  return status !== null && commitments.indexOf(status as never) >= commitments.indexOf(wanted)
}

/** JSON-RPC's own codes pass through (a failed preflight is -32002 with its logs), the rest is EIP-1193 shaped. */
function asProviderError(error: unknown, rpcUrl: string): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (isSolanaError(error)) {
    const { __code: code, logs } = error.context as { __code: number; logs?: unknown }
    if (code <= -32000 && code >= -32700)
      return new ProviderRpcError(code, error.message, Array.isArray(logs) ? { logs } : undefined)
  }
  // fetch rejects with a TypeError when nothing answers.
  if (error instanceof TypeError)
    return new ProviderRpcError(
      providerErrorCodes.chainDisconnected,
      `The wallet cannot reach ${rpcUrl}`,
    )
  return new ProviderRpcError(
    providerErrorCodes.internal,
    error instanceof Error ? error.message : 'Internal error',
  )
}

/**
 * Sends a signed transaction to `rpcUrl` as a dapp's own `sendTransaction` would (preflight unless skipped) and,
 * when a commitment is asked for, polls its status until it reaches it, as Phantom does before answering.
 */
export async function sendWireTransaction(
  rpcUrl: string,
  transaction: Transaction,
  options: SendOptions = {},
  { timeoutMs = 30_000, pollMs = 250 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<Signature> {
  const rpc = createSolanaRpc(rpcUrl)
  const signature = getSignatureFromTransaction(transaction)
  try {
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
        ...(options.preflightCommitment
          ? { preflightCommitment: options.preflightCommitment }
          : {}),
        ...(options.maxRetries === undefined ? {} : { maxRetries: BigInt(options.maxRetries) }),
        ...(options.minContextSlot === undefined
          ? {}
          : { minContextSlot: BigInt(options.minContextSlot) }),
      })
      .send()
    const commitment = options.commitment
    if (!commitment) return signature
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([signature]).send()
      const status = value[0]
      if (status?.err)
        throw new ProviderRpcError(
          providerErrorCodes.internal,
          `Transaction ${signature} failed on chain`,
          { err: status.err },
        )
      if (status && reached(status.confirmationStatus, commitment)) return signature
      if (Date.now() > deadline)
        throw new ProviderRpcError(
          providerErrorCodes.internal,
          `Transaction ${signature} was sent but not ${commitment} within ${timeoutMs / 1000} s`,
        )
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  } catch (error) {
    throw asProviderError(error, rpcUrl)
  }
}
