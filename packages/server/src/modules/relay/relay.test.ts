import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createPostgresUrl } from '../../testing/testDatabases'
import { connectRelayClient } from './testing/relayTestClient'
import { type RelayServer, startRelayServer } from './testing/startRelayServer'

const topic = () => randomBytes(32).toString('hex')
const message = (text = randomBytes(8).toString('hex')) => Buffer.from(text).toString('base64')
const publish = (t: string, m: string, ttl = 300) => ({ topic: t, message: m, ttl, tag: 1108 })
const quietly = () => new Promise((r) => setTimeout(r, 150))

/** What an upgrade refused before the socket opens answers (the HTTP status). */
async function refusal(url: string): Promise<number> {
  const socket = new WebSocket(url)
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
    socket.on('open', () => reject(new Error('the relay accepted the socket')))
    socket.on('error', () => undefined)
  })
}

describe.each([
  { name: 'PGlite', database: async (dir: string) => ({ dataDir: dir }) },
  {
    name: 'PostgreSQL',
    database: async () => ({ databaseUrl: await createPostgresUrl() }),
  },
])('relay on $name', ({ database }) => {
  let relay: RelayServer
  let dir: string
  let storage: { dataDir?: string; databaseUrl?: string }
  // A redelivery after 1 s, not the deployed 5 s: the test of it need not wait that long.
  const limits = {
    publishesPerSecond: 20,
    subscriptionsPerSecond: 50,
    maxMessageBytes: 4_096,
    ackTimeoutMs: 1_000,
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-relay-'))
    storage = await database(dir)
    relay = await startRelayServer({ ...storage, relay: limits })
  })
  afterAll(async () => {
    await relay?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('delivers a publish to the other subscriber, never back to its publisher', async () => {
    const [dapp, wallet] = await Promise.all([
      connectRelayClient(relay.url),
      connectRelayClient(relay.url),
    ])
    const t = topic()
    const subscribed = await dapp.request('irn_subscribe', { topic: t })
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    await wallet.request('irn_subscribe', { topic: t })
    const m = message()
    expect(await dapp.request('irn_publish', publish(t, m))).toMatchObject({ result: true })
    await wallet.until(() => wallet.deliveries().find((d) => d.message === m))
    expect(wallet.deliveries()).toEqual([
      { topic: t, message: m, publishedAt: expect.any(Number), tag: 1108 },
    ])
    await quietly()
    expect(dapp.deliveries()).toEqual([])
    dapp.close()
    wallet.close()
  })

  it('keeps a message for a topic nobody has subscribed yet, for fetch and the first subscriber', async () => {
    const [dapp, wallet, other] = await Promise.all([
      connectRelayClient(relay.url),
      connectRelayClient(relay.url),
      connectRelayClient(relay.url),
    ])
    const t = topic()
    const m = message()
    await dapp.request('irn_publish', publish(t, m))
    const fetched = await other.request('irn_batchFetchMessages', { topics: [t] })
    expect(fetched.result).toEqual({
      messages: [{ topic: t, message: m, publishedAt: expect.any(Number), tag: 1108 }],
      hasMore: false,
    })
    // Its publisher never gets it back, not even by fetching.
    expect((await dapp.request('irn_batchFetchMessages', { topics: [t] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    await wallet.request('irn_batchSubscribe', { topics: [t, topic()] })
    await wallet.until(() => wallet.deliveries().find((d) => d.message === m))
    // Acknowledged: it no longer waits.
    await quietly()
    expect((await other.request('irn_batchFetchMessages', { topics: [t] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    for (const client of [dapp, wallet, other]) client.close()
  })

  it('sends an unacknowledged irn_subscription again, and keeps it for the next subscriber', async () => {
    const dapp = await connectRelayClient(relay.url)
    const silent = await connectRelayClient(relay.url, { acknowledge: false })
    const t = topic()
    await silent.request('irn_subscribe', { topic: t })
    const m = message()
    await dapp.request('irn_publish', publish(t, m))
    await silent.until(() => (silent.deliveries().length >= 2 ? true : undefined), 8_000)
    expect(silent.deliveries().map((d) => d.message)).toEqual([m, m])
    silent.close()
    const wallet = await connectRelayClient(relay.url)
    await wallet.request('irn_subscribe', { topic: t })
    await wallet.until(() => wallet.deliveries().find((d) => d.message === m))
    dapp.close()
    wallet.close()
  }, 15_000)

  it('routes wc_proposeSession and wc_approveSession, subscribing their senders to the pairing and session topics', async () => {
    const [dapp, wallet] = await Promise.all([
      connectRelayClient(relay.url),
      connectRelayClient(relay.url),
    ])
    const pairing = topic()
    const session = topic()
    // sign-client 2.25 subscribes to neither topic itself: proposing and approving do it.
    const proposal = message('proposal')
    expect(
      await dapp.request('wc_proposeSession', {
        pairingTopic: pairing,
        sessionProposal: proposal,
        ttl: 300,
        correlationId: 1,
      }),
    ).toMatchObject({ result: true })
    await wallet.request('irn_subscribe', { topic: pairing })
    await wallet.until(() => wallet.deliveries().find((d) => d.message === proposal))
    expect(wallet.deliveries()[0]).toMatchObject({ topic: pairing, tag: 1100 })

    const response = message('response')
    const settlement = message('settle')
    expect(
      await wallet.request('wc_approveSession', {
        sessionTopic: session,
        pairingTopic: pairing,
        sessionProposalResponse: response,
        sessionSettlementRequest: settlement,
        ttl: 300,
        correlationId: 1,
        approvedChains: ['eip155:1'],
        approvedMethods: ['personal_sign'],
        approvedEvents: [],
      }),
    ).toMatchObject({ result: true })
    await dapp.until(() => dapp.deliveries().find((d) => d.message === response))
    await dapp.request('irn_subscribe', { topic: session })
    await dapp.until(() => dapp.deliveries().find((d) => d.message === settlement))
    expect(dapp.deliveries().map(({ topic, tag }) => ({ topic, tag }))).toEqual([
      { topic: pairing, tag: 1101 },
      { topic: session, tag: 1102 },
    ])
    const request = message('request')
    await dapp.request('irn_publish', publish(session, request))
    await wallet.until(() => wallet.deliveries().find((d) => d.message === request))
    expect(wallet.deliveries().map((d) => d.message)).toEqual([proposal, request])
    dapp.close()
    wallet.close()
  })

  it('stops delivering after irn_unsubscribe', async () => {
    const [dapp, wallet] = await Promise.all([
      connectRelayClient(relay.url),
      connectRelayClient(relay.url),
    ])
    const t = topic()
    const { result: id } = await wallet.request('irn_subscribe', { topic: t })
    expect(await wallet.request('irn_unsubscribe', { topic: t, id })).toMatchObject({
      result: true,
    })
    await dapp.request('irn_publish', publish(t, message()))
    await quietly()
    expect(wallet.deliveries()).toEqual([])
    dapp.close()
    wallet.close()
  })

  it('answers bad input with the right JSON-RPC error, and the other clients carry on', async () => {
    const [bad, dapp, wallet] = await Promise.all([
      connectRelayClient(relay.url),
      connectRelayClient(relay.url),
      connectRelayClient(relay.url),
    ])
    const t = topic()
    await wallet.request('irn_subscribe', { topic: t })

    bad.sendRaw('{"id":1,"jsonrpc":"2.0","method":')
    await bad.until(() => bad.frames.find((f) => f.error?.code === -32700))
    expect(bad.frames.at(-1)).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'malformed JSON' },
    })
    expect((await bad.request('irn_nope', {})).error).toEqual({
      code: -32601,
      message: 'unknown method: irn_nope',
    })
    expect((await bad.request('irn_subscribe', { topic: 'short' })).error).toEqual({
      code: -32602,
      message: 'topic: a topic is 32 bytes in hex',
    })
    expect((await bad.request('irn_publish', publish(t, 'x'.repeat(4_097)))).error).toEqual({
      code: -32602,
      message: 'message too large: at most 4096 bytes',
    })
    expect((await bad.request('irn_publish', publish(t, message(), 1))).error).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^ttl out of bounds/),
    })
    // None of these reached the subscriber.
    const m = message()
    await dapp.request('irn_publish', publish(t, m))
    await wallet.until(() => wallet.deliveries().find((d) => d.message === m))
    expect(wallet.deliveries()).toHaveLength(1)
    for (const client of [bad, dapp, wallet]) client.close()
  })

  it('refuses a flood of publishes, then closes the flooder; the others are unaffected', async () => {
    const [flooder, dapp, wallet] = await Promise.all([
      connectRelayClient(relay.url),
      connectRelayClient(relay.url),
      connectRelayClient(relay.url),
    ])
    const t = topic()
    await wallet.request('irn_subscribe', { topic: t })
    for (let i = 0; i < 500; i++)
      flooder.sendRaw(
        JSON.stringify({
          id: 1_000 + i,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: publish(topic(), message()),
        }),
      )
    expect(await flooder.waitForClose()).toEqual({ code: 1008, reason: 'too many requests' })
    const answers = flooder.frames.filter((f) => f.id !== undefined && !f.method)
    expect(answers.filter((f) => f.result === true)).toHaveLength(limits.publishesPerSecond)
    expect(answers.find((f) => f.error)?.error).toEqual({
      code: -32005,
      message: `too many publishes: at most ${limits.publishesPerSecond} a second`,
    })
    const m = message()
    await dapp.request('irn_publish', publish(t, m))
    await wallet.until(() => wallet.deliveries().find((d) => d.message === m))
    dapp.close()
    wallet.close()
  })

  it('closes a socket that sends a frame beyond the size limit (1009)', async () => {
    const client = await connectRelayClient(relay.url)
    client.sendRaw('x'.repeat(2 * limits.maxMessageBytes + 16_385))
    expect((await client.waitForClose()).code).toBe(1009)
    const response = await fetch(`http://127.0.0.1:${relay.port}/health`)
    expect(response.status).toBe(200)
  })

  it('refuses a missing, forged, expired or foreign JWT with 401', async () => {
    const keyPair = generateKeyPair()
    const now = Math.floor(Date.now() / 1_000)
    const good = await signJWT('s', relay.url, 60, keyPair)
    const forged = `${good.split('.').slice(0, 2).join('.')}.${(await signJWT('s', relay.url, 60, generateKeyPair())).split('.')[2]}`
    const expired = await signJWT('s', relay.url, 60, keyPair, now - 120)
    const foreign = await signJWT('s', 'wss://relay.walletconnect.org', 60, keyPair)
    expect(await refusal(`${relay.url}?projectId=p`)).toBe(401)
    for (const jwt of [forged, expired, foreign, 'not.a.jwt'])
      expect(await refusal(`${relay.url}?auth=${jwt}&projectId=p`)).toBe(401)
    // localhost names the same server: the aud follows the Host the client used.
    const client = await connectRelayClient(relay.url.replace('127.0.0.1', 'localhost'))
    expect((await client.request('irn_subscribe', { topic: topic() })).result).toBeTruthy()
    client.close()
  })

  // On PGlite (the embedded default, behaviour.md §15.6) and on PostgreSQL alike.
  it('loses no waiting message across a restart', async () => {
    const dapp = await connectRelayClient(relay.url)
    const t = topic()
    const m = message()
    await dapp.request('irn_publish', publish(t, m))
    const { port } = relay
    await relay.close()
    relay = await startRelayServer({ ...storage, port, relay: limits })
    const wallet = await connectRelayClient(relay.url)
    await wallet.request('irn_subscribe', { topic: t })
    await wallet.until(() => wallet.deliveries().find((d) => d.message === m))
    wallet.close()
  }, 30_000)
})

describe('relay limits of an operator', () => {
  let relay: RelayServer
  beforeAll(async () => {
    relay = await startRelayServer({
      relay: { projectIds: ['ours'], connectionsPerIp: 3, heartbeatMs: 200 },
    })
  })
  afterAll(async () => {
    await relay?.close()
  })

  it('serves only the listed project ids when restricted (403 for others)', async () => {
    const jwt = await signJWT('s', relay.url, 60, generateKeyPair())
    expect(await refusal(`${relay.url}?auth=${jwt}&projectId=theirs`)).toBe(403)
    const client = await connectRelayClient(relay.url, { projectId: 'ours' })
    client.close()
  })

  it('holds the connections per IP, and frees a place when a socket closes (429)', async () => {
    const clients = await Promise.all(
      [1, 2, 3].map(() => connectRelayClient(relay.url, { projectId: 'ours' })),
    )
    const jwt = await signJWT('s', relay.url, 60, generateKeyPair())
    expect(await refusal(`${relay.url}?auth=${jwt}&projectId=ours`)).toBe(429)
    clients[0]?.close()
    await clients[0]?.waitForClose()
    await quietly()
    const again = await connectRelayClient(relay.url, { projectId: 'ours' })
    // Closed before the next test, which needs places from this address too.
    for (const client of [...clients, again]) {
      client.close()
      await client.waitForClose()
    }
    await quietly()
  })

  it('closes a socket that stops answering pings; one that answers stays', async () => {
    const dead = await connectRelayClient(relay.url, { projectId: 'ours', autoPong: false })
    const alive = await connectRelayClient(relay.url, { projectId: 'ours' })
    expect((await dead.waitForClose()).code).toBe(1006)
    expect(alive.closed).toBeUndefined()
    alive.close()
  })
})
