import { testAccount } from '@latch/devstack'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { appOrigin, siweMessage, siwxRequests, testKek } from './testing/siwxTestKit'

const testChain = useTestChain()
const account = testAccount(5)
const RUNS = 200

/** Edits of a valid message: what a buggy client, a proxy or an attacker could send instead. */
const mutation = (text: string) => {
  const lines = text.split('\n')
  const at = fc.nat({ max: text.length })
  const line = fc.nat({ max: lines.length - 1 })
  const junk = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom(
      '\n',
      '\r\n',
      '\u0000',
      '\u202e',
      'Chain ID: 1',
      'Nonce: ',
      'Issued At: 9999-99-99T99:99:99Z',
      'Version: 2',
      'URI: javascript:alert(1)',
      ' wants you to sign in with your Ethereum account:',
      '0x0000000000000000000000000000000000000000',
      'Expiration Time: 1970-01-01T00:00:00Z',
      'Not Before: 3000-01-01T00:00:00Z',
      'Resources:\n- ',
      '%',
      '9'.repeat(400),
    ),
  )
  return fc.oneof(
    fc.tuple(at, at).map(([a, b]) => text.slice(0, Math.min(a, b)) + text.slice(Math.max(a, b))),
    fc.tuple(at, junk).map(([i, s]) => text.slice(0, i) + s + text.slice(i)),
    fc.tuple(line, junk).map(([i, s]) => lines.map((l, j) => (j === i ? s : l)).join('\n')),
    fc.tuple(line, line).map(([i, j]) => {
      const copy = [...lines]
      ;[copy[i], copy[j]] = [copy[j] as string, copy[i] as string]
      return copy.join('\n')
    }),
    fc.tuple(line).map(([i]) => [...lines.slice(0, i + 1), ...lines.slice(i)].join('\n')),
    at.map((i) => text.slice(0, i)),
    fc.constant(text.toUpperCase()),
    fc.constant(text.replace(/\d/g, '7')),
    fc.constant(text.replace('eip155', 'solana').replace('Ethereum', 'Solana')),
  )
}

const signatureLike = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
  fc
    .uint8Array({ minLength: 65, maxLength: 65 })
    .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
  fc.constantFrom(
    '0x',
    '0x0',
    `0x${'6492'.repeat(40)}`,
    `0x${'00'.repeat(32)}${'64926492'.repeat(8)}`,
  ),
)

describe.each(testDatabases)('POST /v1/siwx/verify fuzzed on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  /** Valid signed messages, each with its own fresh nonce, for the mutations to start from. */
  const valid: Array<{ message: string; signature: string }> = []

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain, {
      config: (config) => ({
        ...config,
        wallets: { keks: testKek().keks },
        siwx: { ...config.siwx, noncesPerMinute: 10_000 },
      }),
    })
    await t.app.ready()
    const api = siwxRequests((options) => t.app.inject(options))
    for (let i = 0; i < 8; i++) {
      const { nonce } = await api.nonce()
      const message = siweMessage({ address: account.address, nonce })
      valid.push({ message, signature: await account.signMessage({ message }) })
    }
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  const body = fc.integer({ min: 0, max: 7 }).chain((index) => {
    const { message, signature } = valid[index] as { message: string; signature: string }
    return fc.oneof(
      // A mutated message with its signature, or a valid message with another signature.
      fc.record({ message: mutation(message), signature: fc.constant(signature) }),
      fc.record({ message: fc.constant(message), signature: signatureLike }),
      fc.record({ message: mutation(message), signature: signatureLike }),
      // Bodies of the wrong shape.
      fc.record(
        { message: fc.anything(), signature: fc.anything(), projectId: fc.anything() },
        { requiredKeys: [] },
      ),
      fc.anything(),
    )
  })

  const raw = fc.oneof(
    {
      arbitrary: body.map((value) => ({
        payload: JSON.stringify(value) ?? 'null',
        type: 'application/json',
      })),
      weight: 8,
    },
    fc.string({ maxLength: 300 }).map((payload) => ({ payload, type: 'application/json' })),
    fc.record({
      payload: fc.string({ maxLength: 100 }),
      type: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
      ),
    }),
  )

  it('always answers a 4xx with a reason, never a 5xx', async () => {
    let answered200 = 0
    await fc.assert(
      fc.asyncProperty(raw, async ({ payload, type }) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/v1/siwx/verify?projectId=latch-demo',
          headers: { origin: appOrigin, 'content-type': type },
          payload,
        })
        if (response.statusCode === 200) {
          // Only an untouched valid pair signs in (a mutation that changed nothing).
          const sent = JSON.parse(payload) as { message: string; signature: string }
          expect(valid).toContainEqual({ message: sent.message, signature: sent.signature })
          answered200++
          return
        }
        expect(
          response.statusCode,
          `${response.statusCode} ${response.body} for ${payload}`,
        ).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, `${response.body} for ${payload}`).toBeLessThan(500)
        const reasons = (response.json() as { reasons?: Array<{ description?: unknown }> }).reasons
        expect(typeof reasons?.[0]?.description).toBe('string')
        expect((reasons?.[0]?.description as string).length).toBeGreaterThan(0)
      }),
      { numRuns: RUNS },
    )
    expect(answered200).toBeLessThanOrEqual(valid.length)
  }, 60_000)
})
