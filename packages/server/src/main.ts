import cluster from 'node:cluster'
import { loadConfig } from './config'
import type { LatchServer } from './createServer'
import { errorDescriber } from './platform/log/errorDescriber'

// The server process: configuration from the environment, graceful stop on SIGINT / SIGTERM. With
// LATCH_WORKERS > 1 the primary forks that many workers sharing the port; the server is stateless but for the
// database (and Redis for shared rate limits), and only one worker indexes a chain at a time (advisory lock).
let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

if (config.workers > 1 && cluster.isPrimary) {
  let stopping = false
  if (!config.redisUrl)
    console.warn('LATCH_WORKERS without REDIS_URL: each worker counts rate limits on its own')
  for (let i = 0; i < config.workers; i++) cluster.fork()
  // A worker that dies soon after it started (the database down at start, say) is replaced after a growing
  // pause, not at once and forever: 1 s, 2 s, 4 s … up to 30 s; a worker that ran a minute resets it.
  let quickExits = 0
  // Pending replacements: a stop cancels them (they would keep the primary alive and fork after it).
  const restarts = new Set<NodeJS.Timeout>()
  const started = new Map<number, number>()
  cluster.on('online', (worker) => started.set(worker.id, Date.now()))
  cluster.on('exit', (worker, code) => {
    if (stopping) return
    const ranMs = Date.now() - (started.get(worker.id) ?? Date.now())
    started.delete(worker.id)
    quickExits = ranMs > 60_000 ? 0 : quickExits + 1
    const delayMs = quickExits === 0 ? 0 : Math.min(1_000 * 2 ** (quickExits - 1), 30_000)
    console.error(
      `worker ${worker.process.pid} exited (${code}); starting another${delayMs ? ` in ${delayMs / 1000} s` : ''}`,
    )
    const timer = setTimeout(() => {
      restarts.delete(timer)
      cluster.fork()
    }, delayMs)
    restarts.add(timer)
  })
  const stop = () => {
    stopping = true
    for (const timer of restarts) clearTimeout(timer)
    restarts.clear()
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
    process.exitCode = 0
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  console.log(`Latch server on http://${config.host}:${config.port} with ${config.workers} workers`)
} else {
  let server: LatchServer
  try {
    // Loaded here, not at the top: a cluster's primary only forks, and would otherwise load the whole server
    // (fastify, viem, the database drivers: seconds of CPU) before its first fork.
    const { createServer } = await import('./createServer')
    server = await createServer(config)
    await server.app.listen({ port: config.port, host: config.host })
  } catch (error) {
    // One line that says what failed (the database, the data directory, the port), without credentials.
    const { redact } = errorDescriber([config.databaseUrl, config.redisUrl])
    console.error(
      `The Latch server could not start: ${redact((error as Error).message ?? String(error))}`,
    )
    process.exit(1)
  }
  // The port it bound: PORT=0 asks the system for a free one (a test's server, no race for a port picked before).
  const bound = server.app.server.address()
  if (cluster.isPrimary)
    console.log(
      `Latch server listening on http://${config.host}:${typeof bound === 'object' && bound ? bound.port : config.port}`,
    )

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
