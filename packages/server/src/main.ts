import cluster from 'node:cluster'
import { loadConfig } from './config'
import { createServer } from './createServer'

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
  if (!config.redisUrl)
    console.warn('LATCH_WORKERS without REDIS_URL: each worker counts rate limits on its own')
  for (let i = 0; i < config.workers; i++) cluster.fork()
  let stopping = false
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(`worker ${worker.process.pid} exited (${code}); starting another`)
      cluster.fork()
    }
  })
  const stop = () => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
    process.exitCode = 0
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  console.log(`Latch server on http://${config.host}:${config.port} with ${config.workers} workers`)
} else {
  const server = await createServer(config)
  await server.app.listen({ port: config.port, host: config.host })
  if (cluster.isPrimary)
    console.log(`Latch server listening on http://${config.host}:${config.port}`)

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
