import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'
import {
  freePort,
  type RestartableServer,
  startPostgres,
  startRedis,
} from '../../../scripts/test/startPostgres'

// The WalletConnect relay under load: the server as its own process (as deployed, on its embedded PGlite), half
// of SOCKETS publishing and half subscribed, each publisher to its own subscriber's topic, from this process.
// Publish → delivery latency at a steady RATE, then messages/s with every publisher keeping one message in
// flight. Writes bench/results.relay.json. BENCH_RELAY_INSTANCES=3: as a team scales out, three server processes on
// one PostgreSQL and one Redis, each publisher on another instance than its subscriber (every message crosses
// instances), the steady phase only; writes bench/results.relay-instances.json.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const SOCKETS = Number(process.env.BENCH_RELAY_SOCKETS ?? 1_000)
const RATE = Number(process.env.BENCH_RELAY_RATE ?? 1_000)
const DURATION_S = Number(process.env.BENCH_RELAY_DURATION_S ?? 10)
const INSTANCES = Number(process.env.BENCH_RELAY_INSTANCES ?? 1)
// A WalletConnect message is an encrypted JSON-RPC payload of a few hundred bytes, in base64.
const PADDING = 'x'.repeat(400)

type Socket = { ws: WebSocket; topic: string }

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server exited')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not come up`)
}

async function open(url: string): Promise<WebSocket> {
  const auth = await signJWT('bench', url, 3_600, generateKeyPair())
  const ws = new WebSocket(`${url}?auth=${auth}&projectId=bench`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  return ws
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
    : 0
const figures = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 100) / 100
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'latch-relay-bench-'))
// Several instances share a PostgreSQL and a Redis, both throw-away servers on loopback for the run.
const shared: RestartableServer[] =
  INSTANCES > 1 ? await Promise.all([startPostgres(), startRedis()]) : []
const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()))
const servers = ports.map((port) =>
  spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@latch/source', 'packages/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        LATCH_DATA_DIR: dataDir,
        ...(INSTANCES > 1
          ? {
              DATABASE_URL: shared[0]?.url,
              REDIS_URL: shared[1]?.url,
              LATCH_SEED_DEMO_PROJECT: '1',
            }
          : {}),
        LATCH_INDEXER: '0',
        LATCH_LOG_LEVEL: 'silent',
        // Every socket comes from this one address, and the saturation phase publishes as fast as it can.
        LATCH_RELAY_CONNECTIONS_PER_IP: String(SOCKETS + 10),
        LATCH_RELAY_PUBLISHES_PER_S: '1000000',
        LATCH_RELAY_MAILBOX_BYTES_PER_IP: String(1024 * 1024 * 1024),
        LATCH_RELAY_MAILBOX_BYTES: String(1024 * 1024 * 1024),
      },
      stdio: 'ignore',
    },
  ),
)
try {
  // One at a time: they migrate the shared database.
  for (const [i, server] of servers.entries())
    await waitFor(`http://127.0.0.1:${ports[i]}/health/live`, server)
  const urls = ports.map((port) => `ws://127.0.0.1:${port}/relay`)
  const pairs = SOCKETS / 2
  const publishers: Socket[] = []
  const subscribers: Socket[] = []
  const sentAt = new Map<number, number>()
  let latencies: number[] = []
  let delivered = 0
  let onDelivered: (seq: number, pair: number) => void = () => {}

  console.log(`Relay: opening ${SOCKETS} sockets…`)
  for (let start = 0; start < pairs; start += 50) {
    const batch = Array.from({ length: Math.min(50, pairs - start) }, (_, i) => start + i)
    await Promise.all(
      batch.map(async (pair) => {
        const topic = `${pair.toString(16).padStart(8, '0')}ab`.repeat(7).slice(0, 64)
        // With several instances, the subscriber is on the next one: every message crosses instances.
        const [publisher, subscriber] = await Promise.all([
          open(urls[pair % INSTANCES] as string),
          open(urls[(pair + 1) % INSTANCES] as string),
        ])
        subscriber.on('message', (data) => {
          const frame = JSON.parse(data.toString())
          if (frame.method !== 'irn_subscription') return
          subscriber.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
          const seq = Number(
            Buffer.from(frame.params.data.message, 'base64').toString().split(':')[0],
          )
          const sent = sentAt.get(seq)
          if (sent === undefined) return
          sentAt.delete(seq)
          latencies.push(performance.now() - sent)
          delivered++
          onDelivered(seq, pair)
        })
        await new Promise<void>((resolve) => {
          subscriber.once('message', () => resolve())
          subscriber.send(
            JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }),
          )
        })
        publishers[pair] = { ws: publisher, topic }
        subscribers[pair] = { ws: subscriber, topic }
      }),
    )
  }

  let seq = 0
  const publish = (pair: number) => {
    const publisher = publishers[pair] as Socket
    const id = ++seq
    sentAt.set(id, performance.now())
    publisher.ws.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: {
          topic: publisher.topic,
          message: Buffer.from(`${id}:${PADDING}`).toString('base64'),
          ttl: 300,
          tag: 1108,
        },
      }),
    )
  }
  const drain = async () => {
    for (let i = 0; i < 100 && sentAt.size > 0; i++) await new Promise((r) => setTimeout(r, 50))
  }

  // Warm-up (JIT, the database's first writes), not measured.
  for (let pair = 0; pair < pairs; pair++) publish(pair)
  await drain()

  const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10
  console.log(`Relay: ${RATE} messages/s for ${DURATION_S} s (load average ${loadAverage})…`)
  latencies = []
  delivered = 0
  let next = 0
  const started = performance.now()
  let sent = 0
  await new Promise<void>((resolve) => {
    // What is owed by the clock, not by ticks: timers drift.
    const ticker = setInterval(() => {
      const elapsed = Math.min(performance.now() - started, DURATION_S * 1_000)
      for (; sent < Math.floor((elapsed / 1_000) * RATE); sent++) {
        publish(next)
        next = (next + 1) % pairs
      }
      if (elapsed >= DURATION_S * 1_000) {
        clearInterval(ticker)
        resolve()
      }
    }, 10)
  })
  await drain()
  const steady = {
    rate: RATE,
    durationSeconds: DURATION_S,
    sent,
    delivered,
    latencyMs: figures(latencies),
  }
  console.log(
    `Relay steady: ${delivered}/${sent} delivered, p50 ${steady.latencyMs.p50} ms, p99 ${steady.latencyMs.p99} ms`,
  )
  if (INSTANCES > 1) {
    for (const socket of [...publishers, ...subscribers]) socket.ws.terminate()
    await writeFile(
      join(root, 'bench/results.relay-instances.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          server: `${INSTANCES} Node processes on one PostgreSQL and one Redis (loopback), each subscriber on another instance than its publisher`,
          instances: INSTANCES,
          sockets: SOCKETS,
          loadAverage1m: loadAverage,
          messageBytes: Buffer.from(`1:${PADDING}`).toString('base64').length,
          steady,
        },
        null,
        2,
      )}\n`,
    )
  } else {
    console.log(`Relay: every publisher keeping one message in flight for ${DURATION_S} s…`)
    latencies = []
    delivered = 0
    let running = true
    onDelivered = (_seq, pair) => running && publish(pair)
    const saturationStarted = performance.now()
    for (let pair = 0; pair < pairs; pair++) publish(pair)
    await new Promise((r) => setTimeout(r, DURATION_S * 1_000))
    running = false
    const elapsed = (performance.now() - saturationStarted) / 1_000
    await drain()
    const saturation = {
      inFlightPerPublisher: 1,
      messagesPerSecond: Math.round(delivered / elapsed),
      latencyMs: figures(latencies),
    }
    console.log(
      `Relay saturation: ${saturation.messagesPerSecond} messages/s, p50 ${saturation.latencyMs.p50} ms, p99 ${saturation.latencyMs.p99} ms`,
    )

    for (const socket of [...publishers, ...subscribers]) socket.ws.terminate()
    await writeFile(
      join(root, 'bench/results.relay.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          server: 'one Node process, embedded PGlite (the default), memory bus',
          sockets: SOCKETS,
          // The machine is shared: a busy one stretches every tail.
          loadAverage1m: loadAverage,
          messageBytes: Buffer.from(`1:${PADDING}`).toString('base64').length,
          steady,
          saturation,
          targets: { steadyP99Ms: 10 },
        },
        null,
        2,
      )}\n`,
    )
  }
} finally {
  for (const server of servers) {
    server.kill('SIGTERM')
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r))
  }
  for (const dependency of shared) await dependency.stop()
  await rm(dataDir, { recursive: true, force: true })
}
