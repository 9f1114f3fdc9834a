import { createStore } from 'zustand/vanilla'
import { mergeTransactions } from '../activity/mergeTransactions'
import type { Transaction } from '../activity/Transaction'
import type { CaipNetworkId } from '../caip/caipNetworkId'
import {
  BALANCE_RETRY_BLOCK_MS,
  HISTORY_CACHE_MS,
  IDENTITY_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '../constants'
import { createCachedLoader } from '../state/createCachedLoader'
import { type Scheduler, timeoutScheduler } from '../timing/scheduler'
import type { AccountDataSource, Identity, NftItem, TokenBalance } from './AccountDataSource'
import { NATIVE_TOKEN_ADDRESS } from './nativeTokenAddress'
import { visibleTokens } from './visibleTokens'

/** Empty history pages followed in a row before the tab waits for the visitor to scroll again. */
const EMPTY_PAGES_FOLLOWED = 5

/** The account whose data is shown: a plain address on one network. */
export type AccountRef = { address: string; caipNetworkId: CaipNetworkId }

type Status = 'idle' | 'loading' | 'ready' | 'error'

export type AccountDataState = {
  tokens: { key?: string; status: Status; balances: TokenBalance[] }
  activity: {
    key?: string
    status: Status
    transactions: Transaction[]
    next: string | null
    loadingMore: boolean
  }
  nfts: {
    key?: string
    status: Status
    items: NftItem[]
    next: string | null
    loadingMore: boolean
  }
  identity: { key?: string; value?: Identity }
  /** Other accounts' names (lower-case address → name, null for none), for the Activity tab's counterparties. */
  names: Record<string, string | null>
}

export type AccountDataError = 'tokens' | 'activity' | 'nfts'

const keyOf = (account: AccountRef) => `${account.caipNetworkId}:${account.address.toLowerCase()}`

const initialState = (): AccountDataState => ({
  tokens: { status: 'idle', balances: [] },
  activity: { status: 'idle', transactions: [], next: null, loadingMore: false },
  nfts: { status: 'idle', items: [], next: null, loadingMore: false },
  identity: {},
  names: {},
})

/**
 * What the Account tabs show (tokens, activity, NFTs, identity) with the spec's caches: balances 30 s and
 * blocked 1 s after a failure, identity 5 min, history 15 s. `watch` polls the newest history page while a tab
 * is visible and refreshes balances when a new transfer shows up, so a payment appears without a reload.
 */
export function createAccountData(parameters: {
  source: AccountDataSource
  onError?: (kind: AccountDataError, error: unknown) => void
  now?: () => number
}) {
  const { source, now } = parameters
  const store = createStore<AccountDataState>(initialState)
  const report = (kind: AccountDataError, error: unknown) => parameters.onError?.(kind, error)

  const balances = createCachedLoader({
    // A forced load asks the server to skip its own cache too: every token shown plus the native one.
    load: ({ account, force }: { key: string; account: AccountRef; force?: boolean }) =>
      source.getBalances(account.address, {
        chainId: account.caipNetworkId,
        ...(force
          ? {
              forceUpdate: [
                `${account.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}` as const,
                ...store
                  .getState()
                  .tokens.balances.flatMap((token) => (token.address ? [token.address] : [])),
              ],
            }
          : {}),
      }),
    ttlMs: PORTFOLIO_CACHE_MS,
    retryBlockMs: BALANCE_RETRY_BLOCK_MS,
    now,
  })
  const history = createCachedLoader({
    load: ({ account, fresh }: { key: string; account: AccountRef; fresh?: boolean }) =>
      source.getHistory(account.address, {
        chainId: account.caipNetworkId,
        ...(fresh ? { forceUpdate: true } : {}),
      }),
    ttlMs: HISTORY_CACHE_MS,
    now,
  })
  const identities = createCachedLoader({
    load: ({ address }: { key: string; address: string }) => source.getIdentity(address),
    ttlMs: IDENTITY_CACHE_MS,
    now,
  })

  async function loadTokens(account: AccountRef, options: { force?: boolean } = {}) {
    const key = keyOf(account)
    if (store.getState().tokens.key !== key)
      store.setState({ tokens: { key, status: 'loading', balances: [] } })
    const result = await balances.get({ key, account, force: options.force }, options)
    if (store.getState().tokens.key !== key) return
    if (result.type === 'value')
      store.setState({
        tokens: { key, status: 'ready', balances: visibleTokens(result.value.balances) },
      })
    else if (result.type === 'error') {
      store.setState({ tokens: { ...store.getState().tokens, status: 'error' } })
      report('tokens', result.error)
    } else if (store.getState().tokens.status === 'loading')
      store.setState({ tokens: { ...store.getState().tokens, status: 'error' } })
  }

  /**
   * The newest page of history, merged into what is shown. Resolves whether something new arrived. A `silent`
   * load (a background refresh) reports no failure: the visitor did not ask for it. A `fresh` one (after the
   * visitor's own transfer) asks the server past its cache too (behaviour.md §9), after any load under way, which
   * may carry the server's older page.
   */
  async function loadActivity(
    account: AccountRef,
    options: { force?: boolean; silent?: boolean; fresh?: boolean } = {},
  ): Promise<boolean> {
    const key = keyOf(account)
    const fresh = store.getState().activity.key !== key
    if (fresh)
      store.setState({
        activity: { key, status: 'loading', transactions: [], next: null, loadingMore: false },
      })
    if (options.fresh) await history.settled(key)
    const result = await history.get(
      { key, account, fresh: options.fresh },
      { force: options.force || options.fresh },
    )
    const current = store.getState().activity
    if (current.key !== key) return false
    if (result.type !== 'value') {
      if (result.type === 'error' && !options.silent) report('activity', result.error)
      if (current.status === 'loading')
        store.setState({ activity: { ...current, status: 'error' } })
      return false
    }
    const known = new Set(current.transactions.map((t) => t.id))
    const transactions = mergeTransactions(current.transactions, result.value.data)
    store.setState({
      activity: {
        ...current,
        status: 'ready',
        transactions,
        // Keep the cursor of the deepest page already shown; a first load takes the page's own.
        next: fresh || current.status !== 'ready' ? result.value.next : current.next,
      },
    })
    // A first page the server filtered to nothing still leads somewhere: follow it.
    if (fresh && transactions.length === 0 && result.value.next) void loadMoreActivity(account)
    return !fresh && transactions.some((t) => !known.has(t.id))
  }

  /** The next page, for infinite scroll. One at a time; a failed page keeps what is shown. */
  async function loadMoreActivity(account: AccountRef) {
    const key = keyOf(account)
    const current = store.getState().activity
    if (current.key !== key || !current.next || current.loadingMore) return
    store.setState({ activity: { ...current, loadingMore: true } })
    try {
      // The server may filter a whole page away (hidden spam) and still have more: an empty page with a cursor
      // is not an end, so the next ones are fetched (a few at most) until one has something to show.
      let page = await source.getHistory(account.address, {
        chainId: account.caipNetworkId,
        cursor: current.next,
      })
      for (
        let skipped = 0;
        page.data.length === 0 && page.next && skipped < EMPTY_PAGES_FOLLOWED;
        skipped++
      )
        page = await source.getHistory(account.address, {
          chainId: account.caipNetworkId,
          cursor: page.next,
        })
      const latest = store.getState().activity
      if (latest.key !== key) return
      store.setState({
        activity: {
          ...latest,
          transactions: mergeTransactions(latest.transactions, page.data),
          next: page.next,
          loadingMore: false,
        },
      })
    } catch (error) {
      const latest = store.getState().activity
      if (latest.key === key) store.setState({ activity: { ...latest, loadingMore: false } })
      report('activity', error)
    }
  }

  async function loadNfts(account: AccountRef, options: { more?: boolean } = {}) {
    const key = keyOf(account)
    const current = store.getState().nfts
    if (options.more && (current.key !== key || !current.next || current.loadingMore)) return
    if (options.more) store.setState({ nfts: { ...current, loadingMore: true } })
    else if (current.key !== key)
      store.setState({
        nfts: { key, status: 'loading', items: [], next: null, loadingMore: false },
      })
    try {
      const page = await source.getNfts(account.address, {
        chainId: account.caipNetworkId,
        cursor: options.more ? (current.next ?? undefined) : undefined,
      })
      const latest = store.getState().nfts
      if (latest.key !== key) return
      const items = page.data.filter((item) => !item.isSpam)
      store.setState({
        nfts: {
          key,
          status: 'ready',
          items: options.more ? dedupeById([...latest.items, ...items]) : items,
          next: page.next,
          loadingMore: false,
        },
      })
    } catch (error) {
      const latest = store.getState().nfts
      if (latest.key !== key) return
      store.setState({
        nfts: {
          ...latest,
          status: latest.status === 'loading' ? 'error' : latest.status,
          loadingMore: false,
        },
      })
      report('nfts', error)
    }
  }

  async function loadIdentity(address: string, options: { force?: boolean } = {}) {
    const key = address.toLowerCase()
    if (store.getState().identity.key !== key) store.setState({ identity: { key } })
    const result = await identities.get({ key, address }, options)
    if (result.type === 'value' && store.getState().identity.key === key)
      store.setState({ identity: { key, value: result.value } })
  }

  /** Another account's name (the identity cache's, 5 minutes), for the Activity tab; a failure shows the address. */
  async function loadName(address: string) {
    const key = address.toLowerCase()
    if (key in store.getState().names) return
    store.setState({ names: { ...store.getState().names, [key]: null } })
    const result = await identities.get({ key, address })
    if (result.type === 'value' && result.value.name)
      store.setState({ names: { ...store.getState().names, [key]: result.value.name } })
  }

  /**
   * While a tab is visible: poll the newest history page every `intervalMs`; a new transfer refreshes the
   * balances and NFTs past their caches. Returns the stop function.
   */
  function watch(
    account: AccountRef,
    options: {
      intervalMs: number
      schedule?: Scheduler
    },
  ): () => void {
    const schedule = options.schedule ?? timeoutScheduler
    let stopped = false
    let cancel = () => {}
    const tick = async () => {
      const arrived = await loadActivity(account, { force: true, silent: true })
      if (stopped) return
      if (arrived) {
        await Promise.all([loadTokens(account, { force: true }), loadNfts(account)])
      }
      if (!stopped) cancel = schedule(() => void tick(), options.intervalMs)
    }
    cancel = schedule(() => void tick(), options.intervalMs)
    return () => {
      stopped = true
      cancel()
    }
  }

  return {
    store,
    getState: store.getState,
    subscribe: store.subscribe,
    loadTokens,
    loadActivity,
    loadMoreActivity,
    loadNfts,
    loadIdentity,
    loadName,
    watch,
    /** Forget everything (disconnect). */
    reset() {
      balances.clear()
      history.clear()
      store.setState(initialState())
    },
  }
}

export type AccountData = ReturnType<typeof createAccountData>

function dedupeById(items: NftItem[]): NftItem[] {
  return [...new Map(items.map((item) => [item.id, item])).values()]
}
