import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { testDatabases } from '../../testing/testDatabases'
import { MAX_OTP_ATTEMPTS, MAX_OTP_FAILURES } from './authRules'
import { type AuthApp, codeOf, startAuthApp } from './testing/startAuthApp'

type ErrorBody = { status: number; reasons: Array<{ name: string; description: string }> }

const deviceId = 'device-budget-0123456789abcdef'

describe.each(testDatabases)("an account's wrong-code budget on $name", ({ create }) => {
  let db: Database
  let t: AuthApp

  beforeAll(async () => {
    db = await create()
    t = await startAuthApp(db)
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  /** A new login code for `email`, a minute after the last (past the 30-s cooldown and the per-minute limits). */
  async function newCode(email: string) {
    t.clock.now += 60_000
    const start = await t.post('/email/start', { email, deviceId })
    expect(start.json()).toEqual({ action: 'VERIFY_OTP' })
    return codeOf((await t.inbox(email))[0])
  }
  const verify = (email: string, otp: string) => t.post('/email/verify', { email, deviceId, otp })
  const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000')

  it('allows 100 wrong codes in a row across new codes, then none, not even the right one, for a day', async () => {
    const email = 'guessed@example.com'
    // A right code ends a run of wrong ones: these four do not count against the hundred below.
    const first = await newCode(email)
    for (let i = 0; i < 4; i++) expect((await verify(email, wrongFor(first))).statusCode).toBe(400)
    expect((await verify(email, first)).statusCode).toBe(200)

    const answers: string[] = []
    for (let code = 0; code < MAX_OTP_FAILURES / MAX_OTP_ATTEMPTS; code++) {
      const otp = await newCode(email)
      for (let i = 0; i < MAX_OTP_ATTEMPTS; i++) {
        const answer = await verify(email, wrongFor(otp))
        answers.push(`${answer.statusCode} ${(answer.json() as ErrorBody).reasons[0]?.description}`)
      }
    }
    expect(answers.slice(0, 99)).toEqual(Array(99).fill('400 Invalid code'))
    // The hundredth says so, plainly.
    expect(answers[99]).toBe('429 Too many wrong codes for this account: try again in 24 hours')

    // A new code does not bring new tries: even the right one is refused.
    const fresh = await newCode(email)
    const refused = await verify(email, fresh)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      status: 429,
      reasons: [
        {
          name: 'Rate Limited',
          description: 'Too many wrong codes for this account: try again in 24 hours',
        },
      ],
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(22 * 3600)
    expect(refused.json()).not.toHaveProperty('token')

    // Another address is its own account.
    expect((await verify('other@example.com', '123456')).statusCode).toBe(400)
    const other = await newCode('other@example.com')
    expect((await verify('other@example.com', other)).statusCode).toBe(200)

    // A day after the first of the hundred, the account may try again.
    t.clock.now += 24 * 3600_000
    expect((await verify(email, await newCode(email))).statusCode).toBe(200)
  })
})
