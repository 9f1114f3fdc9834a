import {
  HISTORY_CACHE_MS,
  isSolanaAddress,
  type Page,
  PORTFOLIO_CACHE_MS,
  type TokenBalance,
  type Transaction,
} from '@latch/core'
import {
  isAddress,
  isSolanaError,
  SOLANA_ERROR__JSON_RPC__INVALID_PARAMS,
  address as toAddress,
  signature as toSignature,
} from '@solana/kit'
import { LRUCache } from 'lru-cache'
import type { NamespaceSource } from '../../platform/chains/NamespaceSource'
import { HttpError, httpErrors } from '../../platform/http/HttpError'
import type { TokenList } from '../../platform/tokens/createTokenList'
import type { ServedSolanaChain, SolanaChainRegistry } from './createSolanaChainRegistry'
import { decodeSolanaTransaction } from './decodeSolanaTransaction'
import { decodeSolanaHistoryCursor, encodeSolanaHistoryCursor } from './solanaHistoryCursor'
import type { SolanaMints } from './solanaMints'
import { solanaSafeRpcMethods } from './solanaSafeRpcMethods'
import { type SignatureInfo, signatureInfo } from './solanaWire'
import { toSolanaBalances } from './toSolanaBalances'

/** Items per history page, as EVM's. */
const PAGE_SIZE = 20
/** Cached accounts (balances) and pages (history); the least recently read go first past the cap. */
const CACHE_ENTRIES = 10_000
/** One upstream call may take this long before the answer is "the node did not answer". */
const READ_TIMEOUT_MS = 10_000
/** getTransaction calls one page makes at once (public endpoints limit bursts). */
const CONCURRENT_READS = 5
/** The token programs whose accounts hold SPL balances: Token and Token-2022. */
const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PhnVjmVQFtcT6E',
] as const

const solanaNetwork = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

/**
 * Solana's account data for the balance and history routes (data-api.md shapes, as EVM's): balances read live
 * (SOL and every SPL mint held, valued with the operator's prices) and cached 30 s; history from the node's
 * signatures for the address, each transaction decoded (decodeSolanaTransaction) and cached 15 s. A network
 * the server does not serve answers empty; a node that does not answer, 502.
 */
export function solanaService({
  chains,
  tokens,
  mints,
  cacheEntries = CACHE_ENTRIES,
}: {
  chains: SolanaChainRegistry
  tokens: TokenList
  mints: SolanaMints
  cacheEntries?: number
}): NamespaceSource & { cachedAccounts(): number } {
  const balanceCache = new LRUCache<string, TokenBalance[]>({
    max: cacheEntries,
    ttl: PORTFOLIO_CACHE_MS,
  })
  const historyCache = new LRUCache<string, Page<Transaction>>({
    max: cacheEntries,
    ttl: HISTORY_CACHE_MS,
  })
  const signal = () => AbortSignal.timeout(READ_TIMEOUT_MS)

  async function loadBalances(chain: ServedSolanaChain, owner: string): Promise<TokenBalance[]> {
    const account = toAddress(owner)
    const [native, ...held] = await Promise.all([
      chain.rpc.getBalance(account, { commitment: 'confirmed' }).send({ abortSignal: signal() }),
      ...TOKEN_PROGRAMS.map((programId) =>
        chain.rpc
          .getTokenAccountsByOwner(
            account,
            { programId: toAddress(programId) },
            { encoding: 'jsonParsed', commitment: 'confirmed' },
          )
          .send({ abortSignal: signal() })
          // A node that does not know a token program (some forks, test validators: Token-2022) holds none of it.
          .catch((error: unknown) => {
            if (isSolanaError(error, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS)) return { value: [] }
            throw error
          }),
      ),
    ])
    return toSolanaBalances({
      caipNetworkId: chain.caipNetworkId,
      owner,
      lamports: native.value,
      tokenAccounts: held.flatMap((answer) => answer.value as readonly unknown[]),
      describeMint: mints.describe(chain.caipNetworkId),
      price: (mint) => tokens.price(chain.caipNetworkId, mint),
    })
  }

  async function loadHistory(
    chain: ServedSolanaChain,
    account: string,
    before: string | undefined,
    includeSpam: boolean,
  ): Promise<Page<Transaction>> {
    let answer: readonly unknown[]
    try {
      answer = await chain.rpc
        .getSignaturesForAddress(toAddress(account), {
          limit: PAGE_SIZE + 1,
          commitment: 'confirmed',
          ...(before ? { before: toSignature(before) } : {}),
        })
        .send({ abortSignal: signal() })
    } catch (error) {
      // A node that refuses the cursor's signature (pruned, another cluster's) refuses the client's input.
      if (before && isSolanaError(error, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS))
        throw httpErrors.badRequest('cursor: not a valid cursor')
      throw error
    }
    // An entry that is not well-formed is skipped; whether more follow is the node's count, not ours.
    const page = answer.slice(0, PAGE_SIZE).flatMap((entry) => {
      const parsed = signatureInfo.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
    const describeMint = mints.describe(chain.caipNetworkId)
    const decoded = await mapConcurrently(page, CONCURRENT_READS, async (info: SignatureInfo) => {
      // One transaction the node cannot give is shown from its signature entry, never fails the page.
      const raw = await chain.rpc
        .getTransaction(toSignature(info.signature), {
          encoding: 'jsonParsed',
          maxSupportedTransactionVersion: 0,
          commitment: 'confirmed',
        })
        .send({ abortSignal: signal() })
        .catch(() => null)
      return decodeSolanaTransaction(raw, {
        account,
        caipNetworkId: chain.caipNetworkId,
        signature: info,
        describeMint,
      })
    })
    const last = page[page.length - 1]
    return {
      data: decoded.filter((item) => includeSpam || !item.spam).map((item) => item.transaction),
      next: answer.length > PAGE_SIZE && last ? encodeSolanaHistoryCursor(last.signature) : null,
    }
  }

  /** The upstream's failures answer 502 in the API's shape; the input's (HttpError) pass. */
  async function upstream<T>(chain: ServedSolanaChain, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (error instanceof HttpError) throw error
      throw httpErrors.upstream(`The ${chain.caipNetworkId} node did not answer`)
    }
  }

  return {
    caipNetworkIds: () => chains.list().map((chain) => chain.caipNetworkId),
    networkProblem: (caipNetworkId) =>
      solanaNetwork.test(caipNetworkId)
        ? undefined
        : 'must be solana: and the first 32 base58 characters of the genesis hash',
    addressProblem: (value) =>
      isSolanaAddress(value) && isAddress(value)
        ? undefined
        : 'must be a Solana address (32–44 base58 characters, 32 bytes)',
    async balances(caipNetworkId, address, fresh) {
      const chain = chains.get(caipNetworkId)
      if (!chain) return []
      const key = `${caipNetworkId}:${address}`
      const cached = fresh ? undefined : balanceCache.get(key)
      if (cached) return cached
      const balances = await upstream(chain, () => loadBalances(chain, address))
      balanceCache.set(key, balances)
      return balances
    },
    async history(caipNetworkId, account, { cursor, includeSpam, fresh }) {
      const before = cursor === undefined ? undefined : decodeSolanaHistoryCursor(cursor)
      if (cursor !== undefined && !before) throw httpErrors.badRequest('cursor: not a valid cursor')
      const chain = chains.get(caipNetworkId)
      if (!chain) return { data: [], next: null }
      const key = `${caipNetworkId}:${account}:${before ?? ''}:${includeSpam}`
      const cached = fresh ? undefined : historyCache.get(key)
      if (cached) return cached
      const page = await upstream(chain, () => loadHistory(chain, account, before, includeSpam))
      historyCache.set(key, page)
      return page
    },
    rpc: {
      url: (caipNetworkId) => chains.get(caipNetworkId)?.rpcUrl,
      isSafe: (method) => solanaSafeRpcMethods.has(method),
    },
    cachedAccounts: () => balanceCache.size,
  }
}

/** `work` over `items`, at most `limit` at once, results in order. */
async function mapConcurrently<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as Item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
