import { errorTexts, rpcMethodKind } from '@latch/core'
import type { ServedChain } from '../../platform/chains/createChainRegistry'
import { httpErrors } from '../../platform/http/HttpError'

export type RpcCall = {
  jsonrpc: '2.0'
  id: string | number | null
  method: string
  params?: unknown[] | Record<string, unknown> | undefined
}

/** What the proxy answers: the upstream's JSON, or a JSON-RPC refusal with its HTTP status. */
export type RpcAnswer = { status: number; body: unknown }

/**
 * Forwards a JSON-RPC request to the chain's upstream, only for the safe read methods and
 * `eth_sendRawTransaction`; anything else answers "Requested RPC call is not allowed" (spec §7).
 */
export function rpcProxyService() {
  return {
    async forward(chain: ServedChain, call: RpcCall): Promise<RpcAnswer> {
      if (rpcMethodKind(call.method) !== 'safe' || call.method === 'eth_accounts')
        return {
          status: 403,
          body: {
            jsonrpc: '2.0',
            id: call.id,
            error: { code: -32601, message: errorTexts.rpcCallNotAllowed },
          },
        }
      let response: Response
      try {
        response = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...call, params: call.params ?? [] }),
          signal: AbortSignal.timeout(10_000),
        })
      } catch {
        throw httpErrors.upstream(`The ${chain.caipNetworkId} node did not answer`)
      }
      const text = await response.text()
      try {
        return { status: 200, body: JSON.parse(text) }
      } catch {
        throw httpErrors.upstream(
          `The ${chain.caipNetworkId} node answered something that is not JSON`,
        )
      }
    },
  }
}

export type RpcProxyService = ReturnType<typeof rpcProxyService>
