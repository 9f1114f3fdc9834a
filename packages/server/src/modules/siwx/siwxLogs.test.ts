import { type ChildProcess, spawn } from 'node:child_process'
import { createPrivateKey } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Chain, startChain, testAccount } from '@latch/devstack/chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../../scripts/test/startPostgres'
import { openKey } from '../../platform/crypto/keyEnvelope'
import { createPgliteDatabase } from '../../platform/db/createPgliteDatabase'
import { createPgliteDirectory } from '../../testing/testDatabases'
import { siwxStore } from './store'
import { appOrigin, siweMessage, testKek } from './testing/siwxTestKit'

const main = join(import.meta.dirname, '../../main.ts')
const account = testAccount(6)
const kek = testKek('logs')

// The server's own process with every log line on (debug), so what it writes can be read back; then its
// database, to know the signing key those lines must not hold.
describe('the server process logs of a sign-in', () => {
  let child: ChildProcess
  let chain: Chain
  let output = ''
  let dir: string
  let base: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-siwx-logs-'))
    // Its database already migrated (the test image): the process skips initdb.
    await createPgliteDirectory(join(dir, 'pglite'))
    chain = await startChain({ port: await freePort(), chainId: 31337 })
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@latch/source', main], {
      env: {
        ...process.env,
        PORT: String(port),
        LATCH_DATA_DIR: dir,
        LATCH_CHAINS: JSON.stringify([{ caipNetworkId: 'eip155:31337', rpcUrl: chain.rpcUrl }]),
        LATCH_SEED_DEMO_PROJECT: '1',
        LATCH_INDEXER: '0',
        LATCH_LOG_LEVEL: 'debug',
        LATCH_KEK: kek.text,
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    for (let i = 0; i < 900 && child.exitCode === null; i++) {
      if (
        await fetch(`${base}/health`).then(
          (response) => response.status < 500,
          () => false,
        )
      )
        return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`the server did not start:\n${output}`)
  }, 120_000)

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
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

    // The lines are there (each request was logged).
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(output).toContain('/v1/siwx/verify')
    expect(output).toContain('/v1/siwx/session')

    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    const db = await createPgliteDatabase(join(dir, 'pglite'))
    const secrets = [
      kek.text,
      kek.text.split(':')[1] as string,
      token,
      token.split('.')[2] as string,
    ]
    try {
      const keys = await siwxStore(db).signingKeys()
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
    } finally {
      await db.close()
    }
    for (const secret of secrets) {
      expect(output).not.toContain(secret)
      for (const body of bodies.slice(1)) expect(body).not.toContain(secret)
    }
    // The verify answer holds the token (its purpose), never the key or the KEK.
    for (const secret of secrets.slice(0, 2).concat(secrets.slice(4)))
      expect(bodies[0]).not.toContain(secret)
  }, 90_000)
})
