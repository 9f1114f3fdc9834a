import { describe, expect, it, vi } from 'vitest'
import type { Transaction } from '../activity/Transaction'
import type { AccountDataSource, NftItem, TokenBalance } from './AccountDataSource'
import { createAccountData } from './createAccountData'

const account = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  caipNetworkId: 'eip155:31337',
} as const
const other = { ...account, caipNetworkId: 'eip155:31338' } as const

const eth = (numeric: string): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: Number(numeric) * 3000,
  price: 3000,
  quantity: { decimals: '18', numeric },
})
const tx = (id: string, minute: number): Transaction => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    chain: 'eip155:31337',
    minedAt: new Date(Date.UTC(2026, 10, 22, 12, minute)).toISOString(),
    sentFrom: '0xa',
    sentTo: '0xb',
    status: 'confirmed',
    nonce: minute,
  },
  transfers: [{ direction: 'in', quantity: { numeric: '1' } }],
})

/** An in-memory stand-in for the data API (the server's own tests cover the real one). */
function memorySource() {
  const state = {
    balances: [eth('1')] as TokenBalance[],
    history: [] as Transaction[],
    pageSize: 2,
    nfts: [] as NftItem[],
    fail: new Set<string>(),
    calls: { balances: 0, history: 0, identity: 0 },
    forceUpdates: [] as ReadonlyArray<string>[],
    /** Each history read: whether it asked past the server's cache. */
    historyForced: [] as boolean[],
    /** Whether the server caches history (as Solana's and Bitcoin's sources do): a forced read renews it. */
    serverCachesHistory: false,
    serverHistory: undefined as Transaction[] | undefined,
    /** While set, history reads wait on it (a load under way). */
    historyGate: undefined as Promise<void> | undefined,
  }
  const source: AccountDataSource = {
    async getBalances(_address, { forceUpdate }) {
      state.calls.balances++
      state.forceUpdates.push(forceUpdate ?? [])
      if (state.fail.has('balances')) throw new Error('balances down')
      return { balances: state.balances }
    },
    async getHistory(_address, { cursor, forceUpdate }) {
      state.calls.history++
      state.historyForced.push(Boolean(forceUpdate))
      if (!state.serverCachesHistory || forceUpdate || !state.serverHistory || cursor)
        state.serverHistory = state.history
      const history = state.serverHistory
      await state.historyGate
      if (state.fail.has('history')) throw new Error('history down')
      const start = cursor ? Number(cursor) : 0
      const data = history.slice(start, start + state.pageSize)
      const end = start + data.length
      return { data, next: end < history.length ? String(end) : null }
    },
    async getNfts() {
      if (state.fail.has('nfts')) throw new Error('nfts down')
      return { data: state.nfts, next: null }
    },
    async getIdentity() {
      state.calls.identity++
      return { name: 'ada.latch', avatar: null }
    },
  }
  return { state, source }
}

function setup() {
  const { state, source } = memorySource()
  let time = 0
  const errors: string[] = []
  const timers: Array<{ run: () => void; at: number; cancelled: boolean }> = []
  const data = createAccountData({
    source,
    now: () => time,
    onError: (kind) => errors.push(kind),
  })
  const schedule = (run: () => void, ms: number) => {
    const timer = { run, at: time + ms, cancelled: false }
    timers.push(timer)
    return () => {
      timer.cancelled = true
    }
  }
  async function advance(ms: number) {
    time += ms
    for (const timer of timers.splice(0)) {
      if (!timer.cancelled && timer.at <= time) timer.run()
      else if (!timer.cancelled) timers.push(timer)
    }
    for (let i = 0; i < 10; i++) await Promise.resolve()
  }
  return { data, state, errors, schedule, advance, tick: (ms: number) => (time += ms) }
}

describe('createAccountData: tokens', () => {
  it('caches balances for 30 s and hides zero-decimal tokens', async () => {
    const { data, state, tick } = setup()
    state.balances = [
      eth('1'),
      {
        ...eth('5'),
        name: 'Junk',
        symbol: 'JNK',
        address: 'eip155:31337:0x1',
        quantity: { decimals: '0', numeric: '5' },
      },
    ]
    await data.loadTokens(account)
    expect(data.getState().tokens.balances.map((t) => t.symbol)).toEqual(['ETH'])
    tick(29_999)
    await data.loadTokens(account)
    expect(state.calls.balances).toBe(1)
    tick(1)
    await data.loadTokens(account)
    expect(state.calls.balances).toBe(2)
  })

  it('reports a failure once, keeps the tab out of the blank state, and blocks retries for 1 s', async () => {
    const { data, state, errors, tick } = setup()
    state.fail.add('balances')
    await data.loadTokens(account)
    expect(data.getState().tokens.status).toBe('error')
    expect(errors).toEqual(['tokens'])
    state.fail.delete('balances')
    tick(999)
    await data.loadTokens(account, { force: true })
    expect(state.calls.balances).toBe(1)
    tick(1)
    await data.loadTokens(account)
    expect(data.getState().tokens.status).toBe('ready')
  })

  it('ignores an answer for an account no longer shown', async () => {
    const { data } = setup()
    const first = data.loadTokens(account)
    const second = data.loadTokens(other)
    await Promise.all([first, second])
    expect(data.getState().tokens.key).toBe(`eip155:31338:${account.address.toLowerCase()}`)
  })
})

describe('createAccountData: activity', () => {
  it("after the visitor's own transfer asks past the server's cache, once the load under way has ended", async () => {
    const { data, state } = setup()
    state.serverCachesHistory = true
    state.history = [tx('a', 1)]
    await data.loadActivity(account)
    // A watch tick's load is under way when the send is mined; the server answers it from its cache.
    let open = () => {}
    state.historyGate = new Promise((resolve) => {
      open = resolve
    })
    state.history = [tx('b', 2), tx('a', 1)]
    const tick = data.loadActivity(account, { force: true, silent: true })
    const fresh = data.loadActivity(account, { fresh: true, silent: true })
    state.historyGate = undefined
    open()
    await Promise.all([tick, fresh])
    expect(state.historyForced).toEqual([false, false, true])
    expect(data.getState().activity.transactions.map((t) => t.id)).toEqual(['b', 'a'])
  })

  it('pages on the cursor without repeating an item', async () => {
    const { data, state } = setup()
    state.history = [tx('e', 5), tx('d', 4), tx('c', 3), tx('b', 2), tx('a', 1)]
    await data.loadActivity(account)
    expect(data.getState().activity.transactions.map((t) => t.id)).toEqual(['e', 'd'])
    await data.loadMoreActivity(account)
    await data.loadMoreActivity(account)
    expect(data.getState().activity.transactions.map((t) => t.id)).toEqual([
      'e',
      'd',
      'c',
      'b',
      'a',
    ])
    expect(data.getState().activity.next).toBeNull()
    await data.loadMoreActivity(account)
    expect(state.calls.history).toBe(3)
  })

  it('follows pages the server filtered to nothing (hidden spam) until one has something to show', async () => {
    const pages: Record<string, { data: Transaction[]; next: string | null }> = {
      start: { data: [], next: 'p1' },
      p1: { data: [], next: 'p2' },
      p2: { data: [tx('a', 1)], next: 'p3' },
      p3: { data: [], next: null },
    }
    const requested: string[] = []
    const followed = createAccountData({
      source: {
        getBalances: async () => ({ balances: [] }),
        getHistory: async (_address, { cursor }) => {
          requested.push(cursor ?? 'start')
          return pages[cursor ?? 'start'] ?? { data: [], next: null }
        },
        getNfts: async () => ({ data: [], next: null }),
        getIdentity: async () => ({ name: null, avatar: null }),
      },
    })
    await followed.loadActivity(account)
    await vi.waitFor(() =>
      expect(followed.getState().activity.transactions.map((t) => t.id)).toEqual(['a']),
    )
    expect(requested).toEqual(['start', 'p1', 'p2'])
    expect(followed.getState().activity.next).toBe('p3')
  })

  it('reports "activity" when history fails, and keeps shown items when a later page fails', async () => {
    const { data, state, errors } = setup()
    state.history = [tx('c', 3), tx('b', 2), tx('a', 1)]
    await data.loadActivity(account)
    state.fail.add('history')
    await data.loadMoreActivity(account)
    expect(errors).toEqual(['activity'])
    expect(data.getState().activity.transactions.map((t) => t.id)).toEqual(['c', 'b'])
    expect(data.getState().activity.loadingMore).toBe(false)
  })

  it('watch: a new transfer shows up and refreshes the balances past their cache', async () => {
    const { data, state, schedule, advance } = setup()
    state.history = [tx('a', 1)]
    await data.loadActivity(account)
    await data.loadTokens(account)
    const stop = data.watch(account, { intervalMs: 2_000, schedule })
    state.history = [tx('b', 2), tx('a', 1)]
    state.balances = [eth('2')]
    await advance(2_000)
    expect(data.getState().activity.transactions.map((t) => t.id)).toEqual(['b', 'a'])
    expect(data.getState().tokens.balances[0]?.quantity.numeric).toBe('2')
    // The refresh asks the server to skip its cache for the native token.
    expect(state.forceUpdates).toEqual([
      [],
      ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    ])
    const calls = state.calls.history
    stop()
    await advance(10_000)
    expect(state.calls.history).toBe(calls)
  })

  it('watch refreshes quietly: a failed background poll raises no toast, and it keeps polling', async () => {
    const { data, state, errors, schedule, advance } = setup()
    state.history = [tx('a', 1)]
    await data.loadActivity(account)
    const stop = data.watch(account, { intervalMs: 2_000, schedule })
    state.fail.add('history')
    await advance(2_000)
    await advance(2_000)
    expect(errors).toEqual([])
    expect(data.getState().activity.transactions.map((t) => t.id)).toEqual(['a'])
    state.fail.delete('history')
    state.history = [tx('b', 2), tx('a', 1)]
    await advance(2_000)
    expect(data.getState().activity.transactions.map((t) => t.id)).toEqual(['b', 'a'])
    stop()
  })

  it('watch without news leaves the balances cached', async () => {
    const { data, state, schedule, advance } = setup()
    state.history = [tx('a', 1)]
    await data.loadActivity(account)
    await data.loadTokens(account)
    const stop = data.watch(account, { intervalMs: 2_000, schedule })
    await advance(2_000)
    await advance(2_000)
    expect(state.calls.history).toBe(3)
    expect(state.calls.balances).toBe(1)
    stop()
  })
})

describe('createAccountData: NFTs and identity', () => {
  it('hides spam NFTs', async () => {
    const { data, state } = setup()
    const nft = (id: string, isSpam: boolean): NftItem => ({
      id,
      contract: 'eip155:31337:0x5',
      tokenId: id,
      name: `#${id}`,
      collection: 'Latch Punks',
      standard: 'erc721',
      quantity: '1',
      isSpam,
    })
    state.nfts = [nft('1', false), nft('2', true)]
    await data.loadNfts(account)
    expect(data.getState().nfts.items.map((n) => n.id)).toEqual(['1'])
  })

  it('reports a failed NFT load', async () => {
    const { data, state, errors } = setup()
    state.fail.add('nfts')
    await data.loadNfts(account)
    expect(data.getState().nfts.status).toBe('error')
    expect(errors).toEqual(['nfts'])
  })

  it('caches the identity for 5 minutes', async () => {
    const { data, state, tick } = setup()
    await data.loadIdentity(account.address)
    expect(data.getState().identity.value).toEqual({ name: 'ada.latch', avatar: null })
    tick(299_999)
    await data.loadIdentity(account.address)
    expect(state.calls.identity).toBe(1)
    tick(1)
    await data.loadIdentity(account.address)
    expect(state.calls.identity).toBe(2)
  })

  it('reset forgets everything', async () => {
    const { data, state } = setup()
    await data.loadTokens(account)
    data.reset()
    expect(data.getState().tokens.status).toBe('idle')
    await data.loadTokens(account)
    expect(state.calls.balances).toBe(2)
  })
})
