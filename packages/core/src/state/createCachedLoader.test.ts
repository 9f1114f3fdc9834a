import { describe, expect, it } from 'vitest'
import { BALANCE_RETRY_BLOCK_MS, NATIVE_BALANCE_CACHE_MS } from '../constants'
import { defineNetwork } from '../network/defineNetwork'
import { createCachedLoader } from './createCachedLoader'

const network = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const request = { key: 'eip155:1:0xabc', address: '0xabc', network }

function setup(outcomes: Array<'ok' | 'fail'>) {
  let time = 1_000_000
  let calls = 0
  const loader = createCachedLoader({
    ttlMs: NATIVE_BALANCE_CACHE_MS,
    retryBlockMs: BALANCE_RETRY_BLOCK_MS,
    now: () => time,
    load: async (_: typeof request) => {
      const outcome = outcomes[calls++] ?? 'ok'
      if (outcome === 'fail') throw new Error('rpc down')
      return { numeric: String(calls), symbol: 'ETH' }
    },
  })
  return { loader, advance: (ms: number) => (time += ms), calls: () => calls }
}

describe('createCachedLoader (native balance timing)', () => {
  it('serves a cached balance for 30 s, then loads again', async () => {
    const { loader, advance, calls } = setup(['ok', 'ok'])
    expect(await loader.get(request)).toEqual({
      type: 'value',
      value: { numeric: '1', symbol: 'ETH' },
    })
    advance(29_999)
    expect(await loader.get(request)).toEqual({
      type: 'value',
      value: { numeric: '1', symbol: 'ETH' },
    })
    expect(calls()).toBe(1)
    advance(1)
    expect(await loader.get(request)).toEqual({
      type: 'value',
      value: { numeric: '2', symbol: 'ETH' },
    })
  })

  it('blocks loads for 1 s after a failure, then tries again', async () => {
    const { loader, advance, calls } = setup(['fail', 'ok'])
    expect((await loader.get(request)).type).toBe('error')
    advance(999)
    expect(await loader.get(request, { force: true })).toEqual({ type: 'blocked' })
    expect(calls()).toBe(1)
    advance(1)
    expect((await loader.get(request)).type).toBe('value')
    expect(calls()).toBe(2)
  })

  it('shares one load between concurrent requests and reloads when forced', async () => {
    const { loader, calls } = setup(['ok', 'ok'])
    const [a, b] = await Promise.all([loader.get(request), loader.get(request)])
    expect(a).toEqual(b)
    expect(calls()).toBe(1)
    await loader.get(request, { force: true })
    expect(calls()).toBe(2)
  })

  it('peeks without loading and forgets an invalidated key', async () => {
    const { loader, calls } = setup(['ok', 'ok'])
    expect(loader.peek(request.key)).toBeUndefined()
    await loader.get(request)
    expect(loader.peek(request.key)).toEqual({ numeric: '1', symbol: 'ETH' })
    loader.invalidate(request.key)
    expect(loader.peek(request.key)).toBeUndefined()
    await loader.get(request)
    expect(calls()).toBe(2)
  })
})
