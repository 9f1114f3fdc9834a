import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRegistry } from '../../platform/chains/createChainRegistry'
import { generateKek, type Kek } from '../../platform/crypto/kekList'
import type { Database } from '../../platform/db/Database'
import { createMailer } from '../../platform/mail/createMailer'
import { createMemoryRateLimiter } from '../../platform/rateLimit/createMemoryRateLimiter'
import { testConfig } from '../../testing/testConfig'
import { createAuthService } from '../auth/service'
import { rotateKeks } from './rotateKeks'
import { walletsService } from './service'
import { walletsStore } from './store'
import { capturingLogger, keksOf, walletStorages } from './testing/walletStorages'

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const run = promisify(execFile)
/** The operator's command, `npm run --silent kek:rotate` in the server package, with `env` over the test's own. */
const kekRotate = (env: Record<string, string>) =>
  run('npm', ['run', '--silent', 'kek:rotate'], { cwd: serverDir, env: { ...process.env, ...env } })

const [k1, k2, k3] = ['k1', 'k2', 'k3'].map((id) => generateKek(id)) as [string, string, string]

describe.each(walletStorages)('KEK rotation on $name', (storage) => {
  let place: Awaited<ReturnType<(typeof walletStorages)[number]['create']>>
  let db: Database
  let users: string[] = []
  const addresses = new Map<string, string>()

  const service = (keks: Kek[]) =>
    walletsService({
      db,
      config: { ...testConfig([]), keks },
      chains: createChainRegistry([]),
      log: capturingLogger(),
    })

  beforeAll(async () => {
    place = await storage.create()
    db = await place.open()
    // Real users (wallet_keys.user_id references users), signed in as modules/social does.
    const config = testConfig([])
    const auth = createAuthService({
      db,
      config,
      mailer: createMailer(config.mail),
      rateLimiter: createMemoryRateLimiter(),
    })
    users = await Promise.all(
      Array.from({ length: 5 }, async (_, index) => {
        const { user } = await auth.signInWithIdentity({
          provider: 'test',
          subject: `rotation-${index}`,
          deviceId: `device-of-rotation-${index}`,
          projectId: 'latch-demo',
        })
        return user.id
      }),
    )
    for (const user of users)
      addresses.set(user, (await service(keksOf(k1)).accountFor(user)).address)
  })
  afterAll(async () => {
    await db?.close()
    await place?.remove()
  })

  it('re-wraps every key under the new KEK, batch by batch; the old KEK can then go', async () => {
    expect(await walletsStore(db).countByKek()).toEqual({ k1: 5 })
    expect(await rotateKeks(db, keksOf(`${k2},${k1}`), { batchSize: 2 })).toEqual({ rewrapped: 5 })
    expect(await walletsStore(db).countByKek()).toEqual({ k2: 5 })
    // Idempotent: nothing left to do.
    expect(await rotateKeks(db, keksOf(`${k2},${k1}`), { batchSize: 2 })).toEqual({ rewrapped: 0 })

    // With k2 alone, every user keeps their address and signs with it.
    const after = service(keksOf(k2))
    for (const user of users) {
      const { address } = await after.accountFor(user)
      expect(address).toBe(addresses.get(user))
      const signature = (await after.sign({
        userId: user,
        method: 'personal_sign',
        params: ['after rotation', address],
      })) as Hex
      expect(await verifyMessage({ address, message: 'after rotation', signature })).toBe(true)
    }
  })

  it('stops at a key whose KEK is not configured, naming the KEK, and leaves the rest readable', async () => {
    await expect(rotateKeks(db, keksOf(k3))).rejects.toThrow(
      'the key-encryption key k2 is not configured',
    )
    expect(await walletsStore(db).countByKek()).toEqual({ k2: 5 })
  })

  // The command on one database: the one a production server runs on. Its SQL is rotateKeks's, tested above on
  // both; a second process that boots PGlite again cost 10-20 s and tested no query of its own.
  if (storage.name === 'PostgreSQL')
    it('kek:rotate, the operator’s command, does the same on the server’s database', async () => {
      await db.close()
      try {
        const { stdout } = await kekRotate({
          ...(await place.processEnv()),
          LATCH_KEK: `${k3},${k2}`,
        })
        expect(stdout.trim()).toBe('Re-wrapped 5 wallet keys under k3. Keys per KEK: k3 5.')
      } finally {
        db = await place.open()
      }
      // Run again (an interrupted rotation finished), it has nothing left to do.
      expect(await rotateKeks(db, keksOf(k3))).toMatchObject({ rewrapped: 0 })
      const rotated = service(keksOf(k3))
      const [first = ''] = users
      expect((await rotated.accountFor(first)).address).toBe(addresses.get(first))
      expect(await walletsStore(db).countByKek()).toEqual({ k3: 5 })
    })
})

// Started with the file, not after the rotations: a process of its own that waits on nothing they do.
const refused = kekRotate({ LATCH_KEK: '' }).catch(
  (error: { code: number; stderr: string }) => error,
)

describe('kek:rotate without LATCH_KEK', () => {
  it('refuses before it opens a database, saying what to set', async () => {
    expect(await refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('LATCH_KEK is not set: nothing to rotate to'),
    })
  })
})
