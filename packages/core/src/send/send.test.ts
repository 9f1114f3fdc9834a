import { describe, expect, it, vi } from 'vitest'
import type { AccountDataSource, TokenBalance } from '../account/AccountDataSource'
import { getAccountData } from '../account/getAccountData'
import { connect } from '../connection/connect'
import { disconnect } from '../connection/disconnect'
import { openModal } from '../modal/openModal'
import { pushView } from '../modal/pushView'
import { createTestLatch } from '../testing/createTestLatch'
import type { Scheduler } from '../timing/scheduler'
import { estimateSendFee } from './estimateSendFee'
import { reviewSend } from './reviewSend'
import type { SendDraft } from './SendDraft'
import { sendAsset } from './sendAsset'
import { updateSendForm } from './updateSendForm'
import { PENDING_SEND_MAX_CHECKS, watchTransaction } from './watchTransaction'

const lusdAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const account3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const draft: SendDraft = {
  caipNetworkId: 'eip155:31337',
  token: { symbol: 'LUSD', name: 'Latch USD', decimals: 6, address: lusdAddress, price: 1 },
  to: account3,
  amount: '25',
}

/** The data API as the Account tabs read it, in memory: a balance the test moves, and what each call asked. */
function dataSource() {
  const lusd = (numeric: string): TokenBalance => ({
    name: 'Latch USD',
    symbol: 'LUSD',
    chainId: 'eip155:31337',
    address: `eip155:31337:${lusdAddress}`,
    price: 1,
    quantity: { decimals: '6', numeric },
  })
  const state = { balances: [lusd('100')], forceUpdates: [] as string[][], historyCalls: 0 }
  const source: AccountDataSource = {
    async getBalances(_address, { forceUpdate }) {
      state.forceUpdates.push([...(forceUpdate ?? [])])
      return { balances: state.balances }
    },
    async getHistory() {
      state.historyCalls++
      return { data: [], next: null }
    },
    async getNfts() {
      return { data: [], next: null }
    },
    async getIdentity() {
      return { name: null, avatar: null }
    },
  }
  return { state, source, lusd }
}

async function connected(
  adapter: NonNullable<Parameters<typeof createTestLatch>[0]>['adapter'] = {},
) {
  const data = dataSource()
  const test = createTestLatch({ adapter, options: { dataSource: data.source } })
  test.latch.setup()
  await connect(test.latch, { connectorId: 'a' })
  openModal(test.latch, { view: 'Account' })
  pushView(test.latch, 'WalletSend')
  reviewSend(test.latch, draft)
  return { ...test, data }
}

const view = (latch: ReturnType<typeof createTestLatch>['latch']) =>
  latch.getState().history.map((entry) => entry.view)

function manualClock() {
  const timers: Array<{ run: () => void; at: number; cancelled: boolean }> = []
  let time = 0
  const schedule: Scheduler = (run, ms) => {
    const timer = { run, at: time + ms, cancelled: false }
    timers.push(timer)
    return () => {
      timer.cancelled = true
    }
  }
  async function advance(ms: number) {
    time += ms
    for (const timer of timers.splice(0))
      if (!timer.cancelled && timer.at <= time) timer.run()
      else if (!timer.cancelled) timers.push(timer)
    for (let i = 0; i < 20; i++) await Promise.resolve()
  }
  return { schedule, advance }
}

describe('sendAsset', () => {
  it('sends the draft in base units, goes back to Account, and says when it is mined', async () => {
    const { latch, adapter, data } = await connected()
    const account = {
      address: adapter.getConnection().address ?? '',
      caipNetworkId: 'eip155:31337',
    } as const
    await getAccountData(latch)?.loadTokens(account)
    expect(view(latch)).toEqual(['Account', 'WalletSend', 'WalletSendPreview'])

    data.state.balances = [data.lusd('75')]
    const toasts: string[] = []
    latch.toasts.subscribe((toast) => toast && toasts.push(`${toast.variant}: ${toast.message}`))
    expect(await sendAsset(latch, draft)).toEqual({ status: 'success' })
    expect(adapter.sentAssets).toEqual([
      {
        network: latch.networks[0],
        from: adapter.getConnection().address,
        to: account3,
        amount: 25_000_000n,
        token: lusdAddress,
      },
    ])
    expect(view(latch)).toEqual(['Account'])
    await vi.waitFor(() =>
      expect(toasts).toEqual(['loading: Sending 25 LUSD…', 'success: Sent 25 LUSD']),
    )
    expect(latch.getState().send.transaction).toEqual({
      hash: `0x${'1'.padStart(64, '0')}`,
      caipNetworkId: 'eip155:31337',
      status: 'success',
    })
    // The balances were read again past both caches, the sent token's included.
    expect(data.state.forceUpdates.at(-1)).toContain(`eip155:31337:${lusdAddress}`)
    expect(getAccountData(latch)?.getState().tokens.balances[0]?.quantity.numeric).toBe('75')
    expect(data.state.historyCalls).toBeGreaterThan(0)
    expect(latch.getState().send.form).toEqual({ to: '', amount: '' })
  })

  it('asks the wallet once when Send is pressed twice', async () => {
    const { latch, adapter } = await connected()
    const [first, second] = [sendAsset(latch, draft), sendAsset(latch, draft)]
    expect(latch.getState().send.status).toBe('pending')
    expect(second).toBe(first)
    await first
    expect(adapter.sentAssets).toHaveLength(1)
  })

  it('a rejection stays on the preview with its state; the retry sends', async () => {
    const { latch, adapter } = await connected({ rejectSends: true })
    const result = await sendAsset(latch, draft)
    expect(result.status).toBe('rejected')
    expect(latch.getState().send).toMatchObject({
      status: 'rejected',
      error: 'User rejected the request',
    })
    expect(view(latch)).toEqual(['Account', 'WalletSend', 'WalletSendPreview'])
    adapter.scriptSends({ reject: false })
    expect(await sendAsset(latch, draft)).toEqual({ status: 'success' })
    expect(adapter.sentAssets).toHaveLength(1)
    expect(latch.getState().send.status).toBe('idle')
  })

  it('fails in words when the account is gone, and a disconnect forgets the form', async () => {
    const { latch } = await connected()
    updateSendForm(latch, { to: account3, amount: '3' })
    await disconnect(latch)
    expect(latch.getState().send.form).toEqual({ to: '', amount: '' })
    const result = await sendAsset(latch, draft)
    expect(result.status).toBe('failed')
    expect(latch.getState().send.error).toBe('Address or auth connector not found')
  })

  it('estimates the fee through the adapter', async () => {
    const { latch } = await connected({ sendFee: 42n })
    expect(await estimateSendFee(latch, draft)).toBe(42n)
    expect(await estimateSendFee(latch, { ...draft, amount: 'x' })).toBeUndefined()
  })
})

describe('watchTransaction', () => {
  it('not mined within the confirm wait says "still pending", then the watcher polls every 30 s', async () => {
    const { latch, adapter } = await connected({ transactionOutcome: 'pending' })
    const clock = manualClock()
    latch.store.setState({
      send: {
        ...latch.getState().send,
        transaction: { hash: '0x1', caipNetworkId: 'eip155:31337', status: 'pending' },
      },
    })
    const ended = watchTransaction(latch, {
      network: latch.networks[0],
      hash: '0x1',
      success: 'Sent',
      schedule: clock.schedule,
    })
    await vi.waitFor(() =>
      expect(latch.toasts.getToast()?.message).toBe(
        'Still pending: it shows in Activity once mined',
      ),
    )
    expect(latch.toasts.getToast()?.variant).toBe('loading')
    expect(latch.getState().send.transaction?.status).toBe('stillPending')
    await clock.advance(29_999)
    expect(latch.getState().send.transaction?.status).toBe('stillPending')
    adapter.scriptSends({ outcome: 'success' })
    await clock.advance(1)
    expect(await ended).toBe('success')
    expect(latch.getState().send.transaction?.status).toBe('success')
  })

  it('the watcher gives up after its maximum count, without calling it a failure', async () => {
    const { latch } = await connected({ transactionOutcome: 'pending' })
    const clock = manualClock()
    const ended = watchTransaction(latch, {
      network: latch.networks[0],
      hash: '0x2',
      success: 'Sent',
      schedule: clock.schedule,
    })
    await vi.waitFor(() => expect(latch.toasts.getToast()?.variant).toBe('loading'))
    for (let i = 0; i < PENDING_SEND_MAX_CHECKS; i++) await clock.advance(30_000)
    expect(await ended).toBe('pending')
    expect(latch.toasts.getToast()).toBeUndefined()
  })

  it('a reverted transaction is an error toast', async () => {
    const { latch } = await connected({ transactionOutcome: 'reverted' })
    expect(
      await watchTransaction(latch, { network: latch.networks[0], hash: '0x3', success: 'Sent' }),
    ).toBe('reverted')
    await vi.waitFor(() =>
      expect(latch.toasts.getToast()).toMatchObject({
        variant: 'error',
        message: 'The transaction failed on chain',
      }),
    )
  })
})
