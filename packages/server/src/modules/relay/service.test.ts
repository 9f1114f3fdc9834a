import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import type { Bus } from '../../platform/bus/Bus'
import { createMemoryBus } from '../../platform/bus/createMemoryBus'
import { postgresDatabase } from '../../testing/testDatabases'
import { relayMessage } from './RelayMessage'
import { relayService } from './service'
import { type RelayStore, relayStore } from './store'

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

describe('relay mailbox lifetime', () => {
  it('drops a message to a topic nobody subscribed to after unsubscribedTtlSeconds; one whose topic has a subscriber waits its full TTL', async () => {
    const db = await postgresDatabase.create()
    let clock = 1_000_000
    const relay = { ...loadConfig({}).relay, unsubscribedTtlSeconds: 60 }
    const service = relayService({
      relay,
      store: relayStore(db),
      bus: createMemoryBus(),
      log: { warn: () => {}, error: () => {} },
      now: () => clock,
      persistDelayMs: 5,
      sweepMs: 10,
      ackTimeoutMs: 60_000,
    })
    await service.start()
    const publisher = service.connect(peer('did:key:z6Mkdapp'))
    // Subscribed, but never acknowledging (a wallet gone offline): its message must wait.
    const offline = peer('did:key:z6Mkwallet')
    const wallet = service.connect({ ...offline, send: () => {} })
    const parked = 'd'.repeat(64)
    wallet.receive(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }),
    )
    for (const [id, t] of [
      [2, parked],
      [3, topic],
    ] as const)
      publisher.receive(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: { topic: t, message: `aGk${id}`, ttl: 86_400, tag: 1 },
        }),
      )
    const stored = async () =>
      (await db.query<{ topic: string }>('select topic from relay_messages order by topic')).map(
        (row) => row.topic,
      )
    // Written behind, and the subscribed topic written down, by the next sweeps.
    clock += 1_000
    for (let i = 0; i < 100 && (await stored()).length < 2; i++) await settle(20)
    expect(await stored()).toEqual([topic, parked])
    clock += 60_000
    for (let i = 0; i < 100 && service.status().waitingMessages > 1; i++) await settle(20)
    expect(service.status().waitingMessages).toBe(1)
    expect(await stored()).toEqual([topic])
    await service.stop()
    await db.close()
  })
})
