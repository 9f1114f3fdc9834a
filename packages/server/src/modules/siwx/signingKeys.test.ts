import { testAccount } from '@latch/devstack/chain'
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRegistry } from '../../platform/chains/createChainRegistry'
import type { Kek } from '../../platform/crypto/kekList'
import type { Database } from '../../platform/db/Database'
import { createMemoryRateLimiter } from '../../platform/rateLimit/createMemoryRateLimiter'
import { sqlTestDatabases } from '../../testing/testDatabases'
import { demoProject } from '../projects/Project'
import { projectStore } from '../projects/store'
import { rotateSigningKey } from './rotateSigningKey'
import { siwxService } from './service'
import { siweMessage, testKek } from './testing/siwxTestKit'

const day = 24 * 3600_000
const account = testAccount(4)
const issuer = 'https://latch.example'
// EOA signatures are checked offline: the chain's node is never asked.
const chains = createChainRegistry([
  { caipNetworkId: 'eip155:31337', chainId: 31337, rpcUrl: 'http://127.0.0.1:9' },
])

// Another instance of the server, on the same database, with its own clock (behaviour.md §12.4: keys live in the
// database, the newest active key signs, older ones stay published until their tokens expire).
describe.each(sqlTestDatabases)('SIWX signing keys on $name', ({ create }) => {
  let db: Database
  let clock = Date.parse('2026-11-23T00:00:00.000Z')
  const k1 = testKek('k1')

  const instance = (keks: readonly Kek[], noncesPerMinute = 1000) =>
    siwxService({
      db,
      config: {
        siwx: { sessionTtlSeconds: 7 * 24 * 3600, noncesPerMinute },
        keks: [...keks],
        publicUrl: issuer,
      },
      chains,
      rateLimiter: createMemoryRateLimiter(),
      now: () => clock,
    })

  async function signedMessage(service: ReturnType<typeof instance>) {
    const { nonce } = await service.nonce('latch-demo', '192.0.2.1')
    const message = siweMessage({ address: account.address, nonce, issuedAt: new Date(clock) })
    return { message, signature: await account.signMessage({ message }) }
  }
  async function signIn(service: ReturnType<typeof instance>) {
    const { message, signature } = await signedMessage(service)
    return service.verify('latch-demo', message, signature)
  }
  const kid = (token: string) => decodeProtectedHeader(token).kid
  const kids = async (service: ReturnType<typeof instance>) =>
    (await service.jwks()).keys.map((key) => key.kid)

  beforeAll(async () => {
    db = await create()
    await projectStore(db).upsert(demoProject)
  })
  afterAll(async () => {
    await db?.close()
  })

  it('rotates: a token signed before still verifies with the JWKS after it, a new token has the new kid', async () => {
    const server = instance(k1.keks)
    const before = await signIn(server)
    const first = kid(before.token)
    expect(await kids(server)).toEqual([first])

    clock += day
    const { kid: rotated, signsFrom } = await rotateSigningKey(db, k1.keks, clock)
    expect(signsFrom.getTime()).toBe(clock + 5 * 60_000)
    // Published at once (after this instance's 30-s read cache), signing 5 minutes later.
    clock += 60_000
    expect(await kids(server)).toEqual([first, rotated])
    expect(kid((await signIn(server)).token)).toBe(first)
    clock += 5 * 60_000
    const after = await signIn(server)
    expect(kid(after.token)).toBe(rotated)

    const { keys } = await server.jwks()
    const currentDate = new Date(clock)
    for (const token of [before.token, after.token])
      await expect(
        jwtVerify(token, createLocalJWKSet({ keys }), {
          issuer,
          audience: 'latch-demo',
          currentDate,
        }),
      ).resolves.toBeDefined()
    expect((await server.session(before.token, 'latch-demo')).session.id).toBe(before.session.id)

    // Once every token of the first key has expired, it is no longer published.
    clock = signsFrom.getTime() + 7 * day
    expect(await kids(server)).toEqual([rotated])
  })

  it('adds a key by itself when the newest is 30 days old', async () => {
    const server = instance(k1.keks)
    const current = kid((await signIn(server)).token)
    clock += 30 * day
    const still = await signIn(server)
    expect(kid(still.token)).toBe(current)
    const published = await kids(server)
    expect(published).toHaveLength(2)
    const added = published.at(-1)
    expect(added).not.toBe(current)
    clock += 5 * 60_000
    expect(kid((await signIn(server)).token)).toBe(added)
  })

  it('adds one key when two instances find the rotation due', async () => {
    const a = instance(k1.keks)
    const b = instance(k1.keks)
    await signIn(a)
    const count = async () =>
      Number((await db.query<{ n: string }>('select count(*) as n from siwx_signing_keys'))[0]?.n)
    const newest = Math.max(
      ...(await db.query<{ created_at: string }>('select created_at from siwx_signing_keys')).map(
        (row) => Number(row.created_at),
      ),
    )
    // b reads the keys just before they are due, a rotates, then b (its copy still fresh) finds it due.
    clock = newest + 30 * day - 10_000
    await signIn(b)
    const before = await count()
    clock = newest + 30 * day
    await signIn(a)
    expect(await count()).toBe(before + 1)
    clock += 1000
    await signIn(b)
    expect(await count()).toBe(before + 1)
  })

  it('replaces at once a key whose KEK was retired', async () => {
    const k2 = testKek('k2')
    const old = kid((await signIn(instance(k1.keks))).token)
    const server = instance(k2.keks)
    const { token } = await signIn(server)
    expect(kid(token)).not.toBe(old)
    const stored = await db.query<{ kek_id: string }>(
      'select kek_id from siwx_signing_keys where kid = $1',
      [kid(token)],
    )
    expect(stored).toEqual([{ kek_id: 'k2' }])
    // Both servers' tokens stay verifiable: the JWKS holds the old key too.
    expect(await kids(server)).toContain(old)
  })

  it('answers 503 without a KEK, and leaves the nonce unspent', async () => {
    const withKek = instance(k1.keks)
    const { message, signature } = await signedMessage(withKek)
    await expect(instance([]).verify('latch-demo', message, signature)).rejects.toMatchObject({
      statusCode: 503,
      reason: 'Sign-In Unavailable',
    })
    await expect(withKek.verify('latch-demo', message, signature)).resolves.toHaveProperty('token')
  })

  it('answers 503 when the signing key cannot be opened (its row altered)', async () => {
    const server = instance(k1.keks)
    await signIn(server)
    await db.query('update siwx_signing_keys set auth_tag = $1', [Buffer.alloc(16)])
    const fresh = instance(k1.keks)
    const { message, signature } = await signedMessage(fresh)
    await expect(fresh.verify('latch-demo', message, signature)).rejects.toMatchObject({
      statusCode: 503,
    })
  })

  it('limits nonces per client address', async () => {
    const server = instance(k1.keks, 2)
    await server.nonce('latch-demo', '192.0.2.7')
    await server.nonce('latch-demo', '192.0.2.7')
    await expect(server.nonce('latch-demo', '192.0.2.7')).rejects.toMatchObject({
      statusCode: 429,
      retryInMs: expect.any(Number),
    })
    await expect(server.nonce('latch-demo', '192.0.2.8')).resolves.toHaveProperty('nonce')
  })

  it('deletes nonces an hour after they expired, sessions 30 days after', async () => {
    const server = instance(k1.keks)
    await server.nonce('latch-demo', '192.0.2.9')
    const count = async (table: string) =>
      Number((await db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]?.n)
    expect(await count('siwx_nonces')).toBeGreaterThan(0)
    expect(await count('siwx_sessions')).toBeGreaterThan(0)
    clock += 5 * 60_000 + 3600_000 + 1
    await server.prune()
    expect(await count('siwx_nonces')).toBe(0)
    expect(await count('siwx_sessions')).toBeGreaterThan(0)
    clock += 7 * day + 30 * day
    await server.prune()
    expect(await count('siwx_sessions')).toBe(0)
  })
})
