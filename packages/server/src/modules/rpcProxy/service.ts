import { errorTexts, rpcMethodKind } from '@latch/core'
import type { ServedChain } from '../../platform/chains/createChainRegistry'
import { httpErrors } from '../../platform/http/HttpError'

export type RpcCall = {
  jsonrpc: '2.0'
  id: string | number | null
  method: string
  params?: unknown[] | Record<string, unknown> | undefined
}

/** What the proxy answers: the upstream's JSON text, or a JSON-RPC refusal with its HTTP status. */
export type RpcAnswer = { status: number; body: unknown }

export type RpcLimits = {
  /** Bytes of an upstream answer; past it the call is aborted. */
  maxResponseBytes: number
  /** Gas an eth_call / eth_estimateGas may ask for (and is given when it names none). */
  maxGas: number
  /** Upstream calls in flight per project; more answer 429 at once. */
  concurrencyPerProject: number
}

const UPSTREAM_TIMEOUT_MS = 10_000

/** EVM's safe methods (core's list) but eth_accounts: the proxy holds no accounts. */
const isSafeEvmMethod = (method: string) =>
  rpcMethodKind(method) === 'safe' && method !== 'eth_accounts'
/** Methods that execute code on the node: their cost is bounded by gas, and overrides are refused. */
const executing = new Set(['eth_call', 'eth_estimateGas'])

const refusal = (call: RpcCall, status: number, code: number, message: string): RpcAnswer => ({
  status,
  body: { jsonrpc: '2.0', id: call.id, error: { code, message } },
})

/** Reads at most `max` bytes of a body; undefined when it is longer (the download is aborted). */
async function readCapped(response: Response, max: number, abort: () => void) {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      abort()
      await reader.cancel().catch(() => {})
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Forwards a JSON-RPC request to the chain's upstream, only for the safe read methods and
 * `eth_sendRawTransaction`; anything else answers "Requested RPC call is not allowed" (behaviour.md §6). What one
 * request may cost is bounded (behaviour.md §15.4): no state or block overrides, gas capped, the answer's
 * size capped, and a project's calls in flight limited.
 */
export function rpcProxyService(limits: RpcLimits) {
  const inFlight = new Map<string, number>()

  /** The call as sent upstream, or why it is refused. */
  function bounded(call: RpcCall): { call: RpcCall } | { refused: RpcAnswer } {
    if (!executing.has(call.method)) return { call }
    const params = Array.isArray(call.params) ? call.params : []
    if (params.length > 2)
      return { refused: refusal(call, 400, -32602, 'State and block overrides are not allowed') }
    const [transaction, block] = params
    if (!transaction || typeof transaction !== 'object' || Array.isArray(transaction))
      return { refused: refusal(call, 400, -32602, 'The first parameter must be a transaction') }
    const gas = (transaction as { gas?: unknown }).gas
    if (gas !== undefined) {
      if (typeof gas !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(gas))
        return { refused: refusal(call, 400, -32602, 'gas must be a hex quantity') }
      if (BigInt(gas) > BigInt(limits.maxGas))
        return { refused: refusal(call, 400, -32602, `gas above the cap of ${limits.maxGas}`) }
    }
    const capped = { ...transaction, gas: gas ?? `0x${limits.maxGas.toString(16)}` }
    return { call: { ...call, params: block === undefined ? [capped] : [capped, block] } }
  }

  return {
    /** `isSafe`: the namespace's safe methods (EVM's by default; Solana's from its source). */
    async forward(
      chain: Pick<ServedChain, 'caipNetworkId' | 'rpcUrl'>,
      call: RpcCall,
      projectId: string,
      isSafe: (method: string) => boolean = isSafeEvmMethod,
    ): Promise<RpcAnswer> {
      if (!isSafe(call.method)) return refusal(call, 403, -32601, errorTexts.rpcCallNotAllowed)
      const checked = bounded(call)
      if ('refused' in checked) return checked.refused
      const running = inFlight.get(projectId) ?? 0
      if (running >= limits.concurrencyPerProject)
        return refusal(
          call,
          429,
          -32005,
          'Too many calls in flight for this project: retry shortly',
        )
      inFlight.set(projectId, running + 1)
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), UPSTREAM_TIMEOUT_MS)
      try {
        let response: Response
        try {
          response = await fetch(chain.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...checked.call, params: checked.call.params ?? [] }),
            signal: controller.signal,
          })
        } catch {
          throw httpErrors.upstream(`The ${chain.caipNetworkId} node did not answer`)
        }
        const text = await readCapped(response, limits.maxResponseBytes, () =>
          controller.abort(),
        ).catch(() => {
          throw httpErrors.upstream(`The ${chain.caipNetworkId} node did not answer`)
        })
        if (text === undefined)
          throw httpErrors.upstream(
            `The ${chain.caipNetworkId} node's answer is larger than ${limits.maxResponseBytes} bytes`,
          )
        try {
          JSON.parse(text)
          // The upstream's text as it came: a JSON round trip would round integers past 2^53 (lamports, u64s).
          return { status: 200, body: text }
        } catch {
          throw httpErrors.upstream(
            `The ${chain.caipNetworkId} node answered something that is not JSON`,
          )
        }
      } finally {
        clearTimeout(timer)
        const left = (inFlight.get(projectId) ?? 1) - 1
        if (left > 0) inFlight.set(projectId, left)
        else inFlight.delete(projectId)
      }
    },
  }
}

export type RpcProxyService = ReturnType<typeof rpcProxyService>
