import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer'
import { z } from 'zod'
import { openToAnyPage } from '../openToAnyPage'
import { bitcoinRegtestNetwork } from './bitcoinTestKeys'
import {
  type BitcoinLedger,
  type BitcoinLedgerOptions,
  createBitcoinLedger,
} from './createBitcoinLedger'
import { esploraAddressStats, esploraStatus, esploraTransaction, esploraUtxos } from './esploraJson'

/** CAIP-2 of the local regtest: `bip122:` and the first 32 hex characters of its genesis hash (Core's regtest). */
export const bitcoinRegtestCaipNetworkId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Runs `run` after `ms`; returns the cancel (the shape of core's `Scheduler`). */
export type RegtestScheduler = (run: () => void, ms: number) => () => void

export type BitcoinRegtest = {
  /** The Esplora-compatible API, http://127.0.0.1:<port> (what an adapter's `esploraUrl` points at). */
  url: string
  /** The ledger itself, for tests that look past the API. */
  ledger: BitcoinLedger
  /** Mines `count` blocks now (what `POST /regtest/mine` does). */
  mine(count?: number): string[]
  stop(): Promise<void>
}

/**
 * The default `GET /fee-estimates` (sat/vB by confirmation target, electrs' targets 1–25, 144, 504 and 1008), with
 * room between a fast (1–2 blocks), a normal (3–6) and a slow (7 and more) rate.
 */
const defaultFeeEstimates: Record<string, number> = Object.fromEntries(
  [...Array.from({ length: 25 }, (_, index) => index + 1), 144, 504, 1008].map((target) => [
    String(target),
    target <= 2 ? 5 : target <= 6 ? 3 : target <= 25 ? 2 : 1,
  ]),
)

/** Electrs' own answer to a bad address, as Esplora gives it. */
const invalidAddress = 'Invalid Bitcoin address'
const wrongNetwork = 'Address on invalid network'
const maxBodyBytes = 1_000_000

/** An address of this regtest, parsed to its output script; a mainnet or testnet one is refused as such. */
const regtestAddress = z
  .string()
  .max(120, invalidAddress)
  .transform((address, context) => {
    try {
      return OutScript.encode(Address(bitcoinRegtestNetwork).decode(address))
    } catch {
      const elsewhere = [NETWORK, TEST_NETWORK].some((network) => {
        try {
          Address(network).decode(address)
          return true
        } catch {
          return false
        }
      })
      context.addIssue({ code: 'custom', message: elsewhere ? wrongNetwork : invalidAddress })
      return z.NEVER
    }
  })

const txid = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'Invalid hex string')
  .transform((id) => id.toLowerCase())

const blocksRange = 'blocks: a whole number from 1 to 1000'

/** `POST /regtest/mine`: how many blocks (1 unless said) and whom the coinbases pay (the miner unless said). */
const mineRequest = z
  .object({
    blocks: z
      .number({ error: blocksRange })
      .int(blocksRange)
      .min(1, blocksRange)
      .max(1000, blocksRange)
      .optional(),
    address: regtestAddress.optional(),
  })
  .strict()

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Bad request')
  return parsed.data
}

/**
 * A local Bitcoin regtest network: an in-process regtest ledger (a stand-in for bitcoind + electrs/Esplora, which
 * cannot be installed offline here) behind Esplora's HTTP API, the subset a wallet adapter and the server use:
 * `/address/:address[/utxo|/txs|/txs/chain[/:last_txid]|/txs/mempool]`, `/tx/:txid[/hex|/status]`, `POST /tx`,
 * `/fee-estimates`, `/blocks/tip/height|hash`, `/block-height/:height`. Pointing a client at a public Esplora or
 * an own electrs is a configuration change. Its own route, not Esplora's: `POST /regtest/mine` (`{ blocks?,
 * address? }`). A block is mined every `blockIntervalMs` (on `schedule`, injectable) and on demand.
 */
export async function startBitcoinRegtest(
  options: BitcoinLedgerOptions & {
    /** 3002 (electrs' regtest port) unless set; 0 takes a free one. */
    port?: number
    host?: string
    /** 10 s unless set; 0 mines only on demand. */
    blockIntervalMs?: number
    schedule?: RegtestScheduler
    /** `GET /fee-estimates`' answer (sat/vB by target block count). */
    feeEstimates?: Record<string, number>
  } = {},
): Promise<BitcoinRegtest> {
  const host = options.host ?? '127.0.0.1'
  const ledger = createBitcoinLedger(options)
  const feeEstimates = options.feeEstimates ?? defaultFeeEstimates
  const mine = (count = 1, payTo?: Uint8Array) =>
    ledger.mine(count, payTo).map((block) => block.hash)

  /** Newest first, as Esplora lists an address's transactions: the mempool's, then by block height. */
  function history(script: Uint8Array) {
    const all = ledger.transactionsOf(script).reverse()
    return {
      mempool: all.filter((tx) => !tx.block),
      chain: all
        .filter((tx) => tx.block)
        .sort((a, b) => (b.block?.height ?? 0) - (a.block?.height ?? 0)),
    }
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBodyBytes)
        throw new HttpError(400, `Request body too large (at most ${maxBodyBytes} bytes)`)
      chunks.push(chunk)
    }
    return Buffer.concat(chunks).toString('utf8')
  }

  async function route(method: string, path: string[], request: IncomingMessage): Promise<unknown> {
    const [head, id, sub, ...rest] = path
    if (method === 'POST' && head === 'tx' && path.length === 1) {
      const outcome = ledger.submit((await readBody(request)).trim())
      if ('rejection' in outcome)
        throw new HttpError(
          400,
          `sendrawtransaction RPC error: ${JSON.stringify(outcome.rejection)}`,
        )
      return outcome.txid
    }
    if (method === 'POST' && head === 'regtest' && id === 'mine' && path.length === 2) {
      const text = await readBody(request)
      let body: unknown = {}
      if (text.trim())
        try {
          body = JSON.parse(text)
        } catch {
          throw new HttpError(400, 'The body is not JSON')
        }
      const { blocks, address } = parse(mineRequest, body)
      return { hashes: mine(blocks, address), height: ledger.tip().height }
    }
    if (method !== 'GET') throw new HttpError(405, 'Method not allowed')
    if (head === 'blocks' && id === 'tip' && path.length === 3) {
      if (sub === 'height') return String(ledger.tip().height)
      if (sub === 'hash') return ledger.tip().hash
    }
    if (head === 'block-height' && path.length === 2) {
      const block = ledger.block(Number(parse(z.string().regex(/^\d{1,9}$/, 'Invalid height'), id)))
      if (!block) throw new HttpError(404, 'Block not found')
      return block.hash
    }
    if (head === 'fee-estimates' && path.length === 1) return feeEstimates
    if (head === 'tx' && path.length <= 3) {
      const tx = ledger.transaction(parse(txid, id))
      if (!tx) throw new HttpError(404, 'Transaction not found')
      if (sub === undefined) return esploraTransaction(ledger, tx)
      if (sub === 'hex') return Buffer.from(tx.raw).toString('hex')
      if (sub === 'status') return esploraStatus(tx)
    }
    if (head === 'address') {
      const script = parse(regtestAddress, decodeURIComponent(id ?? ''))
      if (sub === undefined && path.length === 2)
        return { address: id, ...esploraAddressStats(ledger, script) }
      if (sub === 'utxo' && path.length === 3) return esploraUtxos(ledger, script)
      if (sub === 'txs') {
        const { mempool, chain } = history(script)
        const json = (txs: typeof chain) => txs.map((tx) => esploraTransaction(ledger, tx))
        if (rest.length === 0) return json([...mempool.slice(0, 50), ...chain.slice(0, 25)])
        if (rest[0] === 'mempool' && rest.length === 1) return json(mempool.slice(0, 50))
        if (rest[0] === 'chain' && rest.length <= 2) {
          const after =
            rest[1] === undefined ? -1 : chain.findIndex((tx) => tx.txid === parse(txid, rest[1]))
          return json(chain.slice(after + 1, after + 26))
        }
      }
    }
    throw new HttpError(404, 'Not found')
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (openToAnyPage(request, response)) return
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://regtest')
      const path = pathname.split('/').filter(Boolean)
      const body = await route(request.method ?? 'GET', path, request)
      if (typeof body === 'string') {
        response.writeHead(200, { 'content-type': 'text/plain' })
        return response.end(body)
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    } catch (error) {
      // Esplora answers every refusal as text; anything unforeseen is a 400 too, never a stack trace.
      const status = error instanceof HttpError ? error.status : 400
      const message = error instanceof HttpError ? error.message : 'Bad request'
      response.writeHead(status, { 'content-type': 'text/plain', connection: 'close' })
      response.end(message)
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(400)
      response.end()
    })
  })
  const port = options.port ?? 3002
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use (the local Bitcoin regtest)`)
          : error,
      ),
    )
    server.listen(port, host, () => resolve())
  })

  const schedule: RegtestScheduler =
    options.schedule ??
    ((run, ms) => {
      const timer = setTimeout(run, ms)
      timer.unref()
      return () => clearTimeout(timer)
    })
  const interval = options.blockIntervalMs ?? 10_000
  let cancel = () => {}
  const tick = () => {
    mine()
    cancel = schedule(tick, interval)
  }
  if (interval > 0) cancel = schedule(tick, interval)

  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    ledger,
    mine: (count) => mine(count),
    async stop() {
      cancel()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
