import { bitcoinNamespace } from '@latch/bitcoin'
import {
  HISTORY_CACHE_MS,
  type Page,
  PORTFOLIO_CACHE_MS,
  type TokenBalance,
  type Transaction,
} from '@latch/core'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import type { NamespaceSource } from '../../platform/chains/NamespaceSource'
import { HttpError, httpErrors } from '../../platform/http/HttpError'
import type { TokenList } from '../../platform/tokens/createTokenList'
import { type BitcoinChainConfig, bitcoinNetworkId } from './bitcoinConfig'
import { createEsploraClient, type EsploraClient } from './createEsploraClient'
import { decodeBitcoinTransaction } from './decodeBitcoinTransaction'
import { esploraHeight, esploraTx, esploraUtxos, txid } from './esploraWire'
import { toBitcoinBalance } from './toBitcoinBalance'

/** Confirmed transactions per Esplora page (`/txs` and `/txs/chain/:last_txid`). */
const ESPLORA_CHAIN_PAGE = 25
/** Cached accounts (balances) and pages (history); the least recently read go first past the cap. */
const CACHE_ENTRIES = 10_000

type ServedBitcoinChain = BitcoinChainConfig & { esplora: EsploraClient }

/**
 * Bitcoin's account data for the balance and history routes (data-api.md shapes, as EVM's and Solana's), read
 * from each network's Esplora API: the balance from the address's UTXOs (confirmed and unconfirmed, cached
 * 30 s), the history from its transactions with their confirmations (cached 15 s). A network the server does
 * not serve answers empty; an address of another network, 400; an API that does not answer (or answers
 * something that is not Esplora's shape), 502.
 */
export function bitcoinService({
  chains,
  tokens,
  now = Date.now,
  cacheEntries = CACHE_ENTRIES,
}: {
  chains: readonly BitcoinChainConfig[]
  tokens: TokenList
  now?: () => number
  cacheEntries?: number
}): NamespaceSource {
  const served = new Map<string, ServedBitcoinChain>(
    chains.map((chain) => [
      chain.caipNetworkId,
      { ...chain, esplora: createEsploraClient(chain.esploraUrl) },
    ]),
  )
  const balanceCache = new LRUCache<string, TokenBalance[]>({
    max: cacheEntries,
    ttl: PORTFOLIO_CACHE_MS,
  })
  const historyCache = new LRUCache<string, Page<Transaction>>({
    max: cacheEntries,
    ttl: HISTORY_CACHE_MS,
  })

  /** The served network, and the address checked to be one of it (a mainnet address on regtest is a 400). */
  function servedFor(caipNetworkId: string, address: string) {
    const chain = served.get(caipNetworkId)
    if (
      chain &&
      bitcoinNamespace.checkAddress(address, chain.caipNetworkId as `bip122:${string}`).status !==
        'valid'
    )
      throw httpErrors.badRequest(`address: not an address of ${caipNetworkId}`)
    return chain
  }

  /** The upstream's failures answer 502 in the API's shape; the input's (HttpError) pass. */
  async function upstream<T>(chain: ServedBitcoinChain, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (error instanceof HttpError) throw error
      throw httpErrors.upstream(`The ${chain.caipNetworkId} Esplora API did not answer`)
    }
  }

  async function loadHistory(chain: ServedBitcoinChain, account: string, after?: string) {
    const path = `/address/${encodeURIComponent(account)}/txs${after ? `/chain/${after}` : ''}`
    const [txs, tipHeight] = await Promise.all([
      chain.esplora.get(path, z.array(esploraTx).max(200)),
      chain.esplora.get('/blocks/tip/height', esploraHeight),
    ])
    const price = tokens.price(chain.caipNetworkId, undefined)
    const confirmed = txs.filter((tx) => tx.status.confirmed)
    const last = confirmed[confirmed.length - 1]
    return {
      data: txs.map((tx) =>
        decodeBitcoinTransaction(tx, {
          account,
          caipNetworkId: chain.caipNetworkId,
          tipHeight,
          now: now(),
          key: bitcoinNamespace.addressKey,
          price,
        }),
      ),
      // Esplora pages confirmed transactions by 25: a full page may have more after its last.
      next: confirmed.length >= ESPLORA_CHAIN_PAGE && last ? last.txid : null,
    }
  }

  return {
    caipNetworkIds: () => [...served.keys()],
    networkProblem: (caipNetworkId) =>
      bitcoinNetworkId.test(caipNetworkId)
        ? undefined
        : 'must be bip122: and the first 32 hex digits of the genesis hash',
    addressProblem: (value) =>
      bitcoinNamespace.checkAddress(value, undefined).status === 'valid'
        ? undefined
        : 'must be a Bitcoin address (bech32, bech32m or base58)',
    async balances(caipNetworkId, address, fresh) {
      const chain = servedFor(caipNetworkId, address)
      if (!chain) return []
      const key = `${caipNetworkId}:${bitcoinNamespace.addressKey(address)}`
      const cached = fresh ? undefined : balanceCache.get(key)
      if (cached) return cached
      const utxos = await upstream(chain, () =>
        chain.esplora.get(`/address/${encodeURIComponent(address)}/utxo`, esploraUtxos),
      )
      const balances = [
        toBitcoinBalance({
          caipNetworkId,
          utxos,
          price: tokens.price(caipNetworkId, undefined),
        }),
      ]
      balanceCache.set(key, balances)
      return balances
    },
    async history(caipNetworkId, account, { cursor, fresh }) {
      if (cursor !== undefined && !txid.safeParse(cursor).success)
        throw httpErrors.badRequest('cursor: not a valid cursor')
      const chain = servedFor(caipNetworkId, account)
      if (!chain) return { data: [], next: null }
      // A Bitcoin transfer is never spam (behaviour.md §15.5: native transfers), so `spam` changes nothing.
      const key = `${caipNetworkId}:${bitcoinNamespace.addressKey(account)}:${cursor ?? ''}`
      const cached = fresh ? undefined : historyCache.get(key)
      if (cached) return cached
      const page = await upstream(chain, () => loadHistory(chain, account, cursor))
      historyCache.set(key, page)
      return page
    },
    // No JSON-RPC to proxy: a wallet reads and broadcasts through the Esplora API itself.
    rpc: { url: () => undefined, isSafe: () => false },
  }
}
