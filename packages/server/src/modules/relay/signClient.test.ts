import { connect, createServer, type Server, type Socket } from 'node:net'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createPostgresUrl } from '../../testing/testDatabases'
import { spawnSignClients } from './testing/spawnSignClients'
import { type RelayServer, startRelayServer } from './testing/startRelayServer'

/** A TCP hop in front of the instances, as a load balancer: new connections go to `target`. */
async function startBalancer(initial: number) {
  let target = initial
  const sockets = new Set<Socket>()
  /** The instance each connection went to, in order. */
  const routed: number[] = []
  const server: Server = createServer((inbound) => {
    routed.push(target)
    const outbound = connect(target, '127.0.0.1')
    for (const socket of [inbound, outbound]) {
      sockets.add(socket)
      socket.on('error', () => undefined)
      socket.on('close', () => {
        sockets.delete(socket)
        inbound.destroy()
        outbound.destroy()
      })
    }
    inbound.pipe(outbound).pipe(inbound)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `ws://127.0.0.1:${port}/relay`,
    routed,
    route(to: number) {
      target = to
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

// Side by side: each test has relay servers, a database and a clients' process of its own.
describe.concurrent('official clients over the relay', () => {
  const servers: RelayServer[] = []
  afterAll(async () => {
    for (const server of servers) await server.close().catch(() => undefined)
  })

  it('pairs a sign-client dapp and wallet, and the personal_sign signature verifies', async () => {
    const relay = await startRelayServer()
    servers.push(relay)
    const clients = await spawnSignClients({ dappRelay: relay.url, walletRelay: relay.url })
    const topic = await clients.pair()
    expect(await clients.sign(topic, 'Sign in to Latch')).toBe(true)
    expect(await clients.accounts(topic)).toEqual([
      expect.stringMatching(/^eip155:1:0x[0-9a-fA-F]{40}$/),
    ])
    await clients.close()
  }, 60_000)

  it('pairs across two instances on one Redis, and survives the wallet instance stopping mid-request', async () => {
    const databaseUrl = await createPostgresUrl()
    const redisUrl = inject('redisUrl')
    const a = await startRelayServer({ databaseUrl, redisUrl })
    const b = await startRelayServer({ databaseUrl, redisUrl })
    servers.push(a, b)
    const balancer = await startBalancer(b.port)
    const clients = await spawnSignClients({ dappRelay: a.url, walletRelay: balancer.url })
    const topic = await clients.pair()
    expect(await clients.sign(topic, 'on two instances')).toBe(true)

    // The wallet's instance stops while the dapp publishes; its reconnection lands on the other one.
    balancer.route(a.port)
    const stopping = b.close()
    const signed = clients.sign(topic, 'after the failover')
    await stopping
    expect(await signed).toBe(true)
    expect(balancer.routed).toEqual([b.port, a.port])
    await clients.close()
    await balancer.close()
  }, 90_000)
})
