import { loadConfig } from './config'
import { createServer } from './createServer'

// The server process: configuration from the environment, graceful stop on SIGINT / SIGTERM.
let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const server = await createServer(config)
await server.app.listen({ port: config.port, host: config.host })
console.log(`Latch server listening on http://${config.host}:${config.port}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
