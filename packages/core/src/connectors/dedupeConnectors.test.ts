import { describe, expect, it } from 'vitest'
import type { Connector, ConnectorType } from './Connector'
import { dedupeConnectors } from './dedupeConnectors'

const c = (id: string, type: ConnectorType, rdns?: string): Connector => ({
  id,
  type,
  name: id,
  namespace: 'eip155',
  rdns,
})

describe('dedupeConnectors', () => {
  it('keeps one connector per rdns, preferring the announced one', () => {
    const list = [
      c('metaMaskSDK', 'EXTERNAL', 'io.metamask'),
      c('io.metamask', 'ANNOUNCED', 'io.metamask'),
    ]
    expect(dedupeConnectors(list).map((x) => x.id)).toEqual(['io.metamask'])
  })

  it('keeps the first of two announced connectors with one rdns', () => {
    const list = [c('first', 'ANNOUNCED', 'com.same'), c('second', 'ANNOUNCED', 'com.same')]
    expect(dedupeConnectors(list).map((x) => x.id)).toEqual(['first'])
  })

  it('keeps connectors without rdns, dropping repeated ids', () => {
    const list = [
      c('injected', 'INJECTED'),
      c('walletConnect', 'WALLET_CONNECT'),
      c('injected', 'INJECTED'),
    ]
    expect(dedupeConnectors(list).map((x) => x.id)).toEqual(['injected', 'walletConnect'])
  })

  it('keeps distinct wallets in their order', () => {
    const list = [c('b', 'ANNOUNCED', 'com.b'), c('a', 'ANNOUNCED', 'com.a'), c('x', 'EXTERNAL')]
    expect(dedupeConnectors(list).map((x) => x.id)).toEqual(['b', 'a', 'x'])
  })
})
