import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'

// A certificate for the loopback only (localhost, 127.0.0.1), self-signed, for tests: the logo server below is
// https, as `imageUrl` must be, and the fetch trusts it through its own agent, never through the system's CAs.
const cert = `-----BEGIN CERTIFICATE-----
MIIBnDCCAUGgAwIBAgIUcV9IH8dg6ULKVEq3Fdj37a3/+0owCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyODA5NTcwM1oYDzIxMjYxMTA0
MDk1NzAzWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASRATKeQWjZE0u3UMgqY3EJ3Qr8/G7a1wHwSrApbbQq8/H3ba1zSnDJ
dcU6qzo5o67FIZa+OTLGtPLirSGULTRAo28wbTAdBgNVHQ4EFgQUaPirdet+eiFg
iGyIfhqw9RLWwZ8wHwYDVR0jBBgwFoAUaPirdet+eiFgiGyIfhqw9RLWwZ8wDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDSQAwRgIhAMWZZ9/4trqh6JI9F+XB+XusOAeK6Rgp0qitdIRDXA7fAiEA
tih9CFqChcXMDBVV9kleEqzucEiCh4cJrB09mbf/AyY=
-----END CERTIFICATE-----
`
const key = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgylCUE9YyCESUhLeU
BP6gHf67QQKXoojkiYIvhhTaEcOhRANCAASRATKeQWjZE0u3UMgqY3EJ3Qr8/G7a
1wHwSrApbbQq8/H3ba1zSnDJdcU6qzo5o67FIZa+OTLGtPLirSGULTRA
-----END PRIVATE KEY-----
`

/** A 1×1 PNG (one orange pixel). */
export const tinyPng = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP41ir9HwAGoQKWL3GD2AAAAABJRU5ErkJggg==',
    'base64',
  ),
)
export const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="#0a0"/></svg>'

/**
 * An https server on the loopback that serves wallet logos good and bad, each under its own path:
 * `/logo.png`, `/logo.svg` (labelled text/plain: the bytes decide), `/big.png` (300 KiB, no length announced),
 * `/fake.png` (HTML labelled image/png), `/script.svg`, `/missing.png` (404), `/slow.png` (never answers),
 * `/moved.png` (→ /logo.png), `/to-http.png` (→ an http URL), `/loop.png` (redirects forever).
 */
export async function startLogoServer() {
  const held = new Set<() => void>()
  let requests = 0
  const server: Server = createServer({ cert, key }, (request, response) => {
    requests++
    const send = (type: string, body: Uint8Array | string) =>
      response.writeHead(200, { 'content-type': type }).end(body)
    switch (request.url) {
      case '/logo.png':
        return send('image/png', tinyPng)
      case '/logo.svg':
        return send('text/plain', logoSvg)
      case '/big.png':
        response.writeHead(200, { 'content-type': 'image/png' })
        response.write(tinyPng)
        return response.end(Buffer.alloc(300 * 1024))
      case '/fake.png':
        return send('image/png', '<html><script>alert(1)</script></html>')
      case '/script.svg':
        return send('image/svg+xml', '<svg onload="alert(1)"></svg>')
      case '/slow.png':
        held.add(() => response.destroy())
        return
      case '/moved.png':
        return response.writeHead(302, { location: '/logo.png' }).end()
      case '/to-http.png':
        return response.writeHead(301, { location: `http://127.0.0.1:${port()}/logo.png` }).end()
      case '/loop.png':
        return response.writeHead(302, { location: '/loop.png' }).end()
      default:
        return response.writeHead(404).end('Not Found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = () => (server.address() as AddressInfo).port
  return {
    url: (path: string) => `https://127.0.0.1:${port()}${path}`,
    /** How many requests it has had. */
    requests: () => requests,
    /** Trusts this server's certificate, for `fetchWalletImage({ ca })`. */
    ca: cert,
    async close() {
      for (const release of held) release()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
