import { createServer } from 'node:net'

/**
 * A loopback port free at the time of asking (the system's pick). Another process may take it before the caller
 * binds it: a server that can bind port 0 itself should, and say which port it got.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
