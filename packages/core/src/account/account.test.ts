import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect'
import { disconnect } from '../connection/disconnect'
import { testAddress } from '../testing/createTestAdapter'
import { createTestLatch } from '../testing/createTestLatch'
import type { AccountDataSource } from './AccountDataSource'
import { fetchBalance } from './fetchBalance'
import { getAccountData } from './getAccountData'

describe('account', () => {
  it('loads the balance of the connected account, and forgets it on disconnect', async () => {
    const { latch } = createTestLatch()
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    await fetchBalance(latch)
    expect(latch.getState().balance).toEqual({
      numeric: '10000',
      symbol: 'ETH',
      caipAddress: `eip155:31337:${testAddress}`,
    })
    await disconnect(latch)
    expect(latch.getState()).toMatchObject({ balance: undefined, balanceStatus: 'idle' })
  })

  it('has no account data without a data source, and builds its data API client from apiUrl', () => {
    expect(getAccountData(createTestLatch().latch)).toBeUndefined()
    const withApi = createTestLatch({ options: { apiUrl: 'http://127.0.0.1:1', projectId: 'p' } })
    expect(getAccountData(withApi.latch)).toBe(getAccountData(withApi.latch))
  })

  it('turns failed token and history loads into the spec toasts, and forgets data on disconnect', async () => {
    const failing: AccountDataSource = {
      getBalances: async () => {
        throw new Error('down')
      },
      getHistory: async () => {
        throw new Error('down')
      },
      getNfts: async () => ({ data: [], next: null }),
      getIdentity: async () => ({ name: null, avatar: null }),
    }
    const { latch } = createTestLatch({ options: { dataSource: failing } })
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    const data = getAccountData(latch)
    const account = { address: testAddress, caipNetworkId: 'eip155:31337' } as const
    await data?.loadTokens(account)
    expect(latch.toasts.getToast()).toMatchObject({
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    latch.toasts.hide()
    await data?.loadActivity(account)
    expect(latch.toasts.getToast()?.message).toBe('Failed to fetch transactions')
    await disconnect(latch)
    expect(data?.getState().tokens.status).toBe('idle')
  })
})
