import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'
import { openToAnyPage } from '../openToAnyPage'
import { createSolanaLedger } from './createSolanaLedger'
import { SolanaRpcError } from './SolanaRpcError'
import { serveSolanaSubscriptions } from './serveSolanaSubscriptions'
import { parseSolanaJson, stringifySolanaJson } from './solanaJson'
import { createSolanaRpcMethods } from './solanaRpcMethods'
import { solanaLocalUsdMint } from './solanaTestHoldings'

/** The local chain's genesis hash: sha256('latch-dev-solana'), base58. */
export const solanaLocalGenesisHash = 'DaaNyDc3KScfjJ4zXmgWUDjgqESStXJpxTwZfFYw1Y1w'
/** CAIP-2: `solana:` and the genesis hash's first 32 characters. */
export const solanaLocalCaipNetworkId = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'

export type SolanaChain = {
  /** http://127.0.0.1:<port> */
  rpcUrl: string
  /** ws://127.0.0.1:<port + 1>: signatureSubscribe, slotSubscribe, accountSubscribe. */
  wsUrl: string
  /** The "Latch USD" SPL mint (6 decimals, classic Token program), mint authority = test key #0. */
  usdMint: string
  close(): Promise<void>
}

const maxBodyBytes = 1_000_000

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string(),
  params: z.unknown().optional(),
  id: z.union([z.string(), z.number(), z.bigint(), z.null()]).optional(),
})

/**
 * A local Solana chain: Solana's JSON-RPC over HTTP in front of litesvm (no validator installs here). Clients speak
 * to it as to any RPC endpoint, so pointing `rpcUrl` at a cluster is a configuration change. Its state at start is
 * `writeSolanaGenesis`'s; slots advance every `slotMs`.
 */
export async function startSolanaChain(
  options: { port?: number; host?: string; slotMs?: number } = {},
): Promise<SolanaChain> {
  const host = options.host ?? '127.0.0.1'
  const ledger = await createSolanaLedger()
  const methods = createSolanaRpcMethods(ledger, solanaLocalGenesisHash)

  async function answer(request: unknown) {
    const parsed = rpcRequest.safeParse(request)
    if (!parsed.success)
      return { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null }
    const { method, params, id = null } = parsed.data
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined
    try {
      if (!run) throw SolanaRpcError.methodNotFound()
      return { jsonrpc: '2.0', result: await run(params), id }
    } catch (error) {
      const rpcError =
        error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, 'Internal error')
      return {
        jsonrpc: '2.0',
        error: {
          code: rpcError.code,
          message: rpcError.message,
          ...(rpcError.data === undefined ? {} : { data: rpcError.data }),
        },
        id,
      }
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (openToAnyPage(request, response)) return
    if (request.method === 'GET' && request.url === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' })
      return response.end('ok')
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST, GET, OPTIONS' })
      return response.end()
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBodyBytes) {
        response.writeHead(413)
        return response.end()
      }
      chunks.push(chunk)
    }
    let body: unknown
    try {
      body = parseSolanaJson(Buffer.concat(chunks).toString('utf8'))
    } catch {
      return send(response, {
        jsonrpc: '2.0',
        error: { code: -32700, message: 'Parse error' },
        id: null,
      })
    }
    if (Array.isArray(body)) {
      if (body.length === 0)
        return send(response, {
          jsonrpc: '2.0',
          error: { code: -32600, message: 'Invalid request' },
          id: null,
        })
      const answers = []
      // One after another, as the node applies a batch: a send then a status in one batch see each other.
      for (const item of body) answers.push(await answer(item))
      return send(response, answers)
    }
    return send(response, await answer(body))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  const pubsub = createServer((_request, response) => {
    response.writeHead(426, { upgrade: 'websocket' })
    response.end()
  })
  const port = await listenPair(server, pubsub, options.port ?? 8899, host)
  const subscriptions = serveSolanaSubscriptions(pubsub, ledger)
  const clock = setInterval(() => ledger.advanceSlot(), options.slotMs ?? 400)
  clock.unref()

  return {
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port + 1}`,
    usdMint: solanaLocalUsdMint,
    async close() {
      clearInterval(clock)
      await subscriptions.close()
      for (const each of [server, pubsub]) {
        each.closeAllConnections()
        await new Promise<void>((resolve) => each.close(() => resolve()))
      }
    },
  }
}

/** "Port N is already in use", as startChain says it, for the port the chain could not take. */
function portTaken(error: unknown, port: number) {
  return (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE'
    ? new Error(`Port ${port} is already in use (the local Solana chain)`)
    : error
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    const fail = (error: Error) => reject(error)
    server.once('error', fail)
    server.listen(port, host, () => {
      server.removeListener('error', fail)
      resolve((server.address() as AddressInfo).port)
    })
  })

/**
 * Listens on `port` and `port + 1` (the PubSub port, by Solana's convention). With port 0, tries free ports until
 * the next one is free too.
 */
async function listenPair(rpc: Server, pubsub: Server, port: number, host: string) {
  for (let attempt = 0; ; attempt++) {
    const rpcPort = await listen(rpc, port, host).catch((error) => {
      throw portTaken(error, port)
    })
    try {
      await listen(pubsub, rpcPort + 1, host)
      return rpcPort
    } catch (error) {
      await new Promise<void>((resolve) => rpc.close(() => resolve()))
      if (port !== 0 || attempt >= 20) throw portTaken(error, rpcPort + 1)
    }
  }
}

function send(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(stringifySolanaJson(body))
}
