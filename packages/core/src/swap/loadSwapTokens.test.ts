import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/createTestLatch'
import { loadSwapTokens } from './loadSwapTokens'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('loadSwapTokens', () => {
  it('asks the server nothing on a network whose adapter cannot swap, and says it is not supported', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 400 }))
    vi.stubGlobal('fetch', fetch)
    const { latch, adapter } = createTestLatch({
      options: { apiUrl: 'http://127.0.0.1:1', projectId: 'test' },
    })
    // The adapter of a namespace the convert API does not serve (Solana's) brings no swap capability.
    const { swap: _swap, ...others } = adapter.capabilities ?? {}
    Object.assign(adapter, { capabilities: others })
    adapter.set({
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      caipNetworkId: 'eip155:31337',
      connectorId: 'a',
    })

    await loadSwapTokens(latch)
    expect(fetch).not.toHaveBeenCalled()
    expect(latch.getState().swap.tokens?.status).toBe('error')
    expect(latch.getState().swap.quote).toEqual({ status: 'error', error: 'networkNotSupported' })
  })
})
