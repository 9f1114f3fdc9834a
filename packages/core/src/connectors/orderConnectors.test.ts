import { describe, expect, it } from 'vitest'
import type { Connector, ConnectorType } from './Connector'
import { orderConnectors } from './orderConnectors'

const c = (id: string, type: ConnectorType, extra: Partial<Connector> = {}): Connector => ({
  id,
  type,
  name: id,
  namespace: 'eip155',
  ...extra,
})

const ids = (list: Connector[]) => list.map((x) => x.id)

describe('orderConnectors', () => {
  const list = [
    c('recommended', 'EXTERNAL', { isRecommended: true }),
    c('coinbase', 'EXTERNAL'),
    c('custom', 'EXTERNAL', { isCustom: true }),
    c('rabby', 'ANNOUNCED', { rdns: 'io.rabby' }),
    c('injected', 'INJECTED'),
    c('featured', 'ANNOUNCED', { rdns: 'com.featured' }),
    c('walletConnect', 'WALLET_CONNECT'),
    c('recent', 'ANNOUNCED', { rdns: 'com.recent' }),
  ]

  it('orders by type: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(
      ids(orderConnectors(list, { recentIds: ['recent'], featuredIds: ['com.featured'] })),
    ).toEqual([
      'walletConnect',
      'recent',
      'rabby',
      'injected',
      'featured',
      'custom',
      'coinbase',
      'recommended',
    ])
  })

  it('keeps recent wallets in recency order and featured wallets in the configured order', () => {
    const wallets = [
      c('a', 'ANNOUNCED'),
      c('b', 'ANNOUNCED'),
      c('x', 'EXTERNAL'),
      c('y', 'EXTERNAL'),
    ]
    expect(ids(orderConnectors(wallets, { recentIds: ['b', 'a'] }))).toEqual(['b', 'a', 'x', 'y'])
    expect(ids(orderConnectors(wallets, { featuredIds: ['y', 'x'] }))).toEqual(['a', 'b', 'y', 'x'])
  })

  it('lets a configured order override the default, the groups left out following in default order', () => {
    const ordered = orderConnectors(list, {
      recentIds: ['recent'],
      featuredIds: ['com.featured'],
      order: ['recommended', 'external'],
    })
    expect(ids(ordered)).toEqual([
      'recommended',
      'coinbase',
      'walletConnect',
      'recent',
      'rabby',
      'injected',
      'featured',
      'custom',
    ])
  })

  it('is stable for connectors of one group', () => {
    const wallets = [c('z', 'ANNOUNCED'), c('m', 'ANNOUNCED'), c('a', 'ANNOUNCED')]
    expect(ids(orderConnectors(wallets))).toEqual(['z', 'm', 'a'])
  })
})
