import { createPrivateKey } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Chain, startChain, testAccount } from '@latch/devstack/chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../../scripts/test/startPostgres'
import { loadConfig } from '../../config'
import { createServer, type LatchServer } from '../../createServer'
import { openKey } from '../../platform/crypto/keyEnvelope'
import { createPostgresUrl } from '../../testing/testDatabases'
import { siwxStore } from './store'
import { appOrigin, siweMessage, testKek } from './testing/siwxTestKit'

const account = testAccount(6)
const kek = testKek('logs')

// The server as main.ts makes it (loadConfig from its environment, then createServer) with every log line on
// (debug), its lines written where the test reads them: the production logger, level and routes' own levels.
// Then its database, to know the signing key those lines must not hold.
describe('the server logs of a sign-in', () => {
  let server: LatchServer
  let closed = false
  let chain: Chain
  let output = ''
  let dir: string
  let base: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-siwx-logs-'))
    chain = await startChain({ port: await freePort(), chainId: 31337 })
    const config = loadConfig({
      DATABASE_URL: await createPostgresUrl(),
      LATCH_DATA_DIR: dir,
      LATCH_CHAINS: JSON.stringify([{ caipNetworkId: 'eip155:31337', rpcUrl: chain.rpcUrl }]),
      LATCH_SEED_DEMO_PROJECT: '1',
      LATCH_INDEXER: '0',
      LATCH_LOG_LEVEL: 'debug',
      LATCH_KEK: kek.text,
      SMTP_URL: '',
    })
    server = await createServer(config, {
      logStream: {
        write(line) {
          output += line
        },
      },
    })
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const address = server.app.server.address()
    if (!address || typeof address === 'string') throw new Error('the server did not listen')
    base = `http://127.0.0.1:${address.port}`
  }, 60_000)

  afterAll(async () => {
    if (server && !closed) await server.close()
    await chain?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('never write the session token, the signing key or the KEK', async () => {
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${base}${path}`, {
        ...init,
        headers: { origin: appOrigin, 'content-type': 'application/json', ...init.headers },
      })
    const bodies: string[] = []
    const { nonce } = (await (await call('/v1/siwx/nonce?projectId=latch-demo')).json()) as {
      nonce: string
    }
    const message = siweMessage({ address: account.address, nonce })
    const signature = await account.signMessage({ message })
    const verified = await call('/v1/siwx/verify?projectId=latch-demo', {
      method: 'POST',
      body: JSON.stringify({ message, signature }),
    })
    const verifiedBody = await verified.text()
    expect(verified.status, verifiedBody).toBe(200)
    bodies.push(verifiedBody)
    const { token } = JSON.parse(verifiedBody) as { token: string }
    const authorization = { authorization: `Bearer ${token}` }
    const session = await call('/v1/siwx/session?projectId=latch-demo', { headers: authorization })
    expect(session.status).toBe(200)
    bodies.push(await session.text())
    const replay = await call('/v1/siwx/verify?projectId=latch-demo', {
      method: 'POST',
      body: JSON.stringify({ message, signature }),
    })
    expect(replay.status).toBe(400)
    bodies.push(await replay.text())
    const revoked = await call('/v1/siwx/revoke?projectId=latch-demo', {
      method: 'POST',
      headers: authorization,
    })
    expect(revoked.status).toBe(204)
    const jwks = await fetch(`${base}/.well-known/jwks.json`)
    bodies.push(await jwks.text())

    // The signing key, from the server's database; then the server stopped, as the process is at SIGTERM:
    // every line of every request is written.
    const secrets = [
      kek.text,
      kek.text.split(':')[1] as string,
      token,
      token.split('.')[2] as string,
    ]
    const keys = await siwxStore(server.db).signingKeys()
    expect(keys).toHaveLength(1)
    for (const key of keys) {
      const der = openKey(key.envelope, kek.keks, {
        userId: `siwx-signing-key:${key.kid}`,
        namespace: 'siwx',
      })
      const jwk = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).export({
        format: 'jwk',
      })
      secrets.push(jwk.d as string, der.toString('base64'), der.toString('hex'))
    }
    closed = true
    await server.close()
    // The lines are there (each request was logged).
    expect(output).toContain('/v1/siwx/verify')
    expect(output).toContain('/v1/siwx/session')
    for (const secret of secrets) {
      expect(output).not.toContain(secret)
      for (const body of bodies.slice(1)) expect(body).not.toContain(secret)
    }
    // The verify answer holds the token (its purpose), never the key or the KEK.
    for (const secret of secrets.slice(0, 2).concat(secrets.slice(4)))
      expect(bodies[0]).not.toContain(secret)
  }, 90_000)
})
