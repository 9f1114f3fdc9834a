import type { BatchCapability, CallsStatus, WalletCapabilities } from '@latch/core'
import { callsStatusOf } from '@latch/core/batch'
import type { Config } from 'wagmi'
import { connectedProvider } from '../connectedProvider'

// EIP-5792's JSON-RPC straight to the connected wallet's provider, as viem's (and so wagmi's) sendCalls,
// getCallsStatus and getCapabilities send it: importing those actions, even in this lazy chunk, puts wagmi's and
// viem's action barrels into the first paint through esbuild's shared chunks (+10 KB gzip, `npm run test:size`).

type Hex = `0x${string}`
type RpcReceipt = { transactionHash: string; status: Hex }

const toHex = (value: number | bigint): Hex => `0x${value.toString(16)}`
/** The prefix of a batch id this capability made by sending the calls itself (a wallet without EIP-5792). */
const FALLBACK_ID = 'latch-sequential:'

/**
 * `@latch/evm/batch`: EIP-5792 on the connected wallet. A wallet that does not know `wallet_sendCalls` gets the
 * calls one after the other with `eth_sendTransaction` (what viem's `experimental_fallback` does), unless the app
 * requires an atomic batch; such a batch's status is read from the chain.
 */
export function evmBatchCapability({ wagmiConfig }: { wagmiConfig: Config }): BatchCapability {
  const request = async (method: string, params: unknown[]) =>
    (await connectedProvider(wagmiConfig)).request({ method, params } as never) as Promise<unknown>
  const chainRpc = (chainId: number) => {
    const client = wagmiConfig.getClient({ chainId })
    return (method: string, params: unknown[]) =>
      client.request({ method, params } as never) as Promise<unknown>
  }

  return {
    async getCapabilities({ network, from }) {
      const chainId = toHex(Number(network.id))
      const answer = (await request('wallet_getCapabilities', [from, [chainId]])) as Record<
        string,
        WalletCapabilities
      > | null
      return answer?.[chainId] ?? answer?.[Number(network.id)] ?? {}
    },
    async sendCalls({ network, from, calls, atomicRequired, capabilities }) {
      const chainId = toHex(Number(network.id))
      const rpcCalls = calls.map((call) => ({
        to: call.to,
        ...(call.data ? { data: call.data } : {}),
        ...(call.value !== undefined ? { value: toHex(call.value) } : {}),
      }))
      try {
        const answer = (await request('wallet_sendCalls', [
          {
            version: '2.0.0',
            chainId,
            from,
            atomicRequired: atomicRequired ?? false,
            calls: rpcCalls,
            ...(capabilities ? { capabilities } : {}),
          },
        ])) as { id: string } | string
        return { id: typeof answer === 'string' ? answer : answer.id }
      } catch (error) {
        if (atomicRequired || !isUnsupportedMethod(error)) throw error
      }
      const hashes: string[] = []
      for (const call of rpcCalls)
        hashes.push((await request('eth_sendTransaction', [{ from, ...call }])) as string)
      return { id: `${FALLBACK_ID}${Number(network.id)}:${hashes.join(',')}` }
    },
    async getCallsStatus({ id }) {
      if (id.startsWith(FALLBACK_ID)) {
        const [chainId, list] = id.slice(FALLBACK_ID.length).split(':')
        const rpc = chainRpc(Number(chainId))
        const receipts = (await Promise.all(
          (list ?? '').split(',').map((hash) => rpc('eth_getTransactionReceipt', [hash])),
        )) as (RpcReceipt | null)[]
        const code = receipts.some((receipt) => !receipt)
          ? 100
          : receipts.every((receipt) => receipt?.status === '0x1')
            ? 200
            : receipts.every((receipt) => receipt?.status === '0x0')
              ? 500
              : 600
        return statusOf(id, code, false, receipts)
      }
      const answer = (await request('wallet_getCallsStatus', [id])) as {
        status: number
        atomic?: boolean
        receipts?: RpcReceipt[]
      }
      return statusOf(id, answer.status, answer.atomic ?? false, answer.receipts ?? [])
    },
  }
}

function statusOf(
  id: string,
  code: number,
  atomic: boolean,
  receipts: readonly (RpcReceipt | null)[],
): CallsStatus {
  return {
    id,
    status: callsStatusOf(code),
    statusCode: code,
    atomic,
    receipts: receipts
      .filter((receipt) => receipt !== null)
      .map((receipt) => ({
        transactionHash: receipt.transactionHash,
        status: receipt.status === '0x1' ? 'success' : 'reverted',
      })),
  }
}

/** EIP-1193's "unsupported method" (4200) or JSON-RPC's "method not found" (-32601). */
function isUnsupportedMethod(error: unknown) {
  const code = (error as { code?: unknown } | undefined)?.code
  return code === 4200 || code === -32601
}
