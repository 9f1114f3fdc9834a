import { describe, expect, it } from 'vitest'
import type { Connector, ConnectorType } from './Connector'
import { dedupeConnectors } from './dedupeConnectors'

const c = (
  id: string,
  type: ConnectorType,
  rdns?: string,
  namespace: Connector['namespace'] = 'eip155',
): Connector => ({
  id,
  type,
  name: id,
  namespace,
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

  it("keeps equal ids of different namespaces: each is its adapter's own", () => {
    const list = [
      c('injected', 'INJECTED'),
      c('injected', 'INJECTED', undefined, 'cosmos'),
      c('com.same', 'ANNOUNCED', 'com.same'),
      c('com.same', 'ANNOUNCED', 'com.same', 'cosmos'),
    ]
    expect(dedupeConnectors(list).map((x) => `${x.namespace} ${x.id}`)).toEqual([
      'eip155 injected',
      'cosmos injected',
      'eip155 com.same',
      'cosmos com.same',
    ])
  })

  it('keeps distinct wallets in their order', () => {
    const list = [c('b', 'ANNOUNCED', 'com.b'), c('a', 'ANNOUNCED', 'com.a'), c('x', 'EXTERNAL')]
    expect(dedupeConnectors(list).map((x) => x.id)).toEqual(['b', 'a', 'x'])
  })
})
