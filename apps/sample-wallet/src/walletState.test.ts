import { describe, expect, it } from 'vitest'
import { initialWalletState, loadWalletState, memoryStorage } from './walletState'

function saved(value: string) {
  const storage = memoryStorage()
  storage.setItem('k', value)
  return loadWalletState(storage, 'k', 31337)
}

describe('loadWalletState', () => {
  it('starts fresh when nothing, bad JSON or a non-object is saved', () => {
    expect(loadWalletState(memoryStorage(), 'k', 31337)).toEqual(initialWalletState(31337))
    expect(saved('{oops')).toEqual(initialWalletState(31337))
    expect(saved('"text"')).toEqual(initialWalletState(31337))
  })

  it('restores a saved state', () => {
    const state = {
      authorized: true,
      solanaAuthorized: true,
      bitcoinAuthorized: true,
      chainId: 31338,
      addedChains: [{ chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' }],
      rejectRequests: true,
      answer4902: false,
    }
    expect(saved(JSON.stringify(state))).toEqual(state)
  })

  it('keeps the valid fields and drops the malformed ones', () => {
    const state = saved(
      JSON.stringify({
        authorized: true,
        chainId: -4,
        addedChains: [{ chainId: 5, rpcUrl: 'javascript:alert(1)' }],
        rejectRequests: 'yes',
      }),
    )
    expect(state).toEqual({ ...initialWalletState(31337), authorized: true })
  })

  it('loads a state saved before the Solana and Bitcoin sides as not authorized there', () => {
    const state = saved(
      JSON.stringify({
        authorized: true,
        chainId: 31338,
        addedChains: [],
        rejectRequests: true,
        answer4902: true,
      }),
    )
    expect(state).toEqual({
      authorized: true,
      solanaAuthorized: false,
      bitcoinAuthorized: false,
      chainId: 31338,
      addedChains: [],
      rejectRequests: true,
      answer4902: true,
    })
  })
})
