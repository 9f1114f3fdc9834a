import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import type { Bus } from '../../platform/bus/Bus'
import { createMemoryBus } from '../../platform/bus/createMemoryBus'
import { relayMessage } from './RelayMessage'
import { relayService } from './service'
import type { RelayStore } from './store'

const topic = 'c'.repeat(64)
const store = {
  save: async () => {},
  remove: async () => {},
  removeExpired: async () => {},
  waiting: async () => [],
  clock: async () => 0,
} as unknown as RelayStore
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))

function peer(clientId: string) {
  const received: Array<{ method?: string; params?: { data: { message: string } } }> = []
  return {
    clientId,
    address: '192.0.2.1',
    received,
    send: (text: string) => received.push(JSON.parse(text)),
    close() {},
  }
}

describe('relay service', () => {
  it('serves its own sockets while the bus is down, and joins the other instances when it answers', async () => {
    const memory = createMemoryBus()
    let reachable = false
    const bus: Bus = {
      ...memory,
      publish: (channel, message) => memory.publish(channel, message),
      async subscribe(channel, listener) {
        if (!reachable) throw new Error('connect ECONNREFUSED')
        return memory.subscribe(channel, listener)
      },
      close: () => memory.close(),
    }
    const warnings: string[] = []
    const service = relayService({
      relay: loadConfig({}).relay,
      store,
      bus,
      log: { warn: (_error, message) => warnings.push(message), error: () => {} },
      busRetryMs: 10,
    })
    await service.start()
    expect(warnings).toEqual([
      'relay: the bus is unreachable; serving this instance alone until it answers',
    ])
    expect(service.status()).toMatchObject({ bus: 'unreachable', sockets: 0, waitingMessages: 0 })
    const dapp = peer('did:key:z6Mkdapp')
    const wallet = peer('did:key:z6Mkwallet')
    const fromDapp = service.connect(dapp)
    const fromWallet = service.connect(wallet)
    fromWallet.receive(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }),
    )
    const publish = { topic, message: 'aGk=', ttl: 300, tag: 1 }
    fromDapp.receive(
      JSON.stringify({ id: 2, jsonrpc: '2.0', method: 'irn_publish', params: publish }),
    )
    expect(wallet.received.filter((f) => f.method).map((f) => f.params?.data.message)).toEqual([
      'aGk=',
    ])

    // Waiting until the wallet acknowledges it.
    expect(service.status()).toMatchObject({ bus: 'unreachable', sockets: 2, waitingMessages: 1 })
    const delivery = wallet.received.find((f) => f.method) as { id: number }
    fromWallet.receive(JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result: true }))
    expect(service.status().waitingMessages).toBe(0)
    reachable = true
    await settle(40)
    expect(service.status().bus).toBe('joined')
    const elsewhere = relayMessage(
      { ...publish, message: 'b3RoZXI=', publisher: 'did:key:z6Mko', origin: '192.0.2.2' },
      Date.now(),
    )
    await memory.publish(
      'latch:relay',
      `another\n${JSON.stringify({ kind: 'publish', message: elsewhere })}`,
    )
    await settle(5)
    expect(wallet.received.filter((f) => f.method).map((f) => f.params?.data.message)).toEqual([
      'aGk=',
      'b3RoZXI=',
    ])
    await service.stop()
  })

  it('answers a publisher before it delivers, so an instant reply cannot overtake "published"', async () => {
    const order: string[] = []
    const service = relayService({
      relay: loadConfig({}).relay,
      store,
      bus: createMemoryBus(),
      log: { warn: () => {}, error: () => {} },
    })
    await service.start()
    const tell = (name: string) => ({
      clientId: `did:key:z6Mk${name}`,
      address: '192.0.2.1',
      send: (text: string) => order.push(`${name} ${JSON.parse(text).method ?? 'answer'}`),
      close() {},
    })
    const wallet = service.connect(tell('wallet'))
    wallet.receive(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }),
    )
    const dapp = service.connect(tell('dapp'))
    const publish = { topic, message: 'aGk=', ttl: 300, tag: 1 }
    dapp.receive(JSON.stringify({ id: 2, jsonrpc: '2.0', method: 'irn_publish', params: publish }))
    expect(order).toEqual(['wallet answer', 'dapp answer', 'wallet irn_subscription'])
    await service.stop()
  })
})
