import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { createMailer } from '../../platform/mail/createMailer'
import type { Mailer } from '../../platform/mail/Mailer'
import { createMemoryRateLimiter } from '../../platform/rateLimit/createMemoryRateLimiter'
import { testDatabases } from '../../testing/testDatabases'
import { type AuthService, createAuthService } from './service'
import { codeOf } from './testing/startAuthApp'

const request = (token?: string, projectId = 'latch-demo') => ({
  headers: token ? { authorization: `Bearer ${token}` } : {},
  query: { projectId },
})
const device = 'device-service-0123456789abcdef'

// What other modules call (docs/embedded-wallet.md, "Server contracts"), without HTTP.
describe.each(testDatabases)('the auth service for other modules on $name', ({ create }) => {
  let db: Database
  let mailer: Mailer
  let auth: AuthService
  const clock = { now: 1_800_000_000_000 }
  const mails = (to: string) => mailer.sink?.messages(to) ?? []

  beforeAll(async () => {
    db = await create()
    mailer = createMailer({ sinkPort: 0, from: 'Latch <no-reply@latch.localhost>' })
    auth = createAuthService({
      db,
      config: { auth: { secret: 'x'.repeat(32) }, publicUrl: 'http://localhost:8787' },
      mailer,
      rateLimiter: createMemoryRateLimiter(),
      now: () => clock.now,
    })
    await auth.start()
  })
  afterAll(async () => {
    await auth?.stop()
    await db?.close()
  })

  it('signInWithIdentity: one user per identity, the same user for a verified address, a live session', async () => {
    const first = await auth.signInWithIdentity({
      provider: 'google',
      subject: 'g-1',
      email: 'Social@Example.com',
      deviceId: device,
      projectId: 'latch-demo',
    })
    expect(first.user).toEqual({ id: expect.any(String), email: 'social@example.com' })
    expect(await auth.authenticate(request(first.token))).toEqual({
      userId: first.user.id,
      sessionId: expect.any(String),
      email: 'social@example.com',
    })
    const again = await auth.signInWithIdentity({
      provider: 'google',
      subject: 'g-1',
      email: 'social@example.com',
      deviceId: device,
      projectId: 'latch-demo',
    })
    expect(again.user.id).toBe(first.user.id)
    expect(again.token).not.toBe(first.token)
    const github = await auth.signInWithIdentity({
      provider: 'github',
      subject: '42',
      email: 'social@example.com',
      deviceId: device,
      projectId: 'latch-demo',
    })
    expect(github.user.id).toBe(first.user.id)
    const anonymous = await auth.signInWithIdentity({
      provider: 'x',
      subject: 'x-1',
      email: null,
      deviceId: device,
      projectId: 'latch-demo',
    })
    expect(anonymous.user).toEqual({ id: expect.any(String), email: null })
    expect(anonymous.user.id).not.toBe(first.user.id)

    // The device is approved: an e-mail login there is a plain code, elsewhere a device link.
    const start = (deviceId: string) =>
      auth.startEmailLogin({
        email: 'social@example.com',
        deviceId,
        request: request(),
        ip: '10.2.0.1',
      })
    expect(await start(device)).toBe('VERIFY_OTP')
    clock.now += 30_000
    expect(await start('another-device-0123456789')).toBe('VERIFY_DEVICE')
  })

  it('authenticate: 401 without a token, with an unknown one, or for another project', async () => {
    const { token } = await auth.signInWithIdentity({
      provider: 'google',
      subject: 'g-2',
      email: 'project@example.com',
      deviceId: device,
      projectId: 'latch-demo',
    })
    for (const bad of [request(), request('A'.repeat(43)), request(token, 'other-project')])
      await expect(auth.authenticate(bad)).rejects.toMatchObject({
        statusCode: 401,
        message: 'Session expired or signed out',
      })
    expect((await auth.authenticate({ headers: request(token).headers })).email).toBe(
      'project@example.com',
    )
  })

  it('sendOtp / verifyOtp: a code to the user, once, a 30-s cooldown, none for a user without an address', async () => {
    const { user } = await auth.signInWithIdentity({
      provider: 'google',
      subject: 'g-3',
      email: 'export@example.com',
      deviceId: device,
      projectId: 'latch-demo',
    })
    await auth.sendOtp({ userId: user.id, purpose: 'export-key' })
    const [mail] = mails('export@example.com')
    expect(mail?.subject).toMatch(/^Your Latch code to export your key: \d{6}$/)
    const otp = codeOf(mail)
    await expect(auth.sendOtp({ userId: user.id, purpose: 'export-key' })).rejects.toMatchObject({
      statusCode: 429,
      message: 'Please try again after 30 seconds',
    })
    const wrong = otp === '123456' ? '654321' : '123456'
    await expect(
      auth.verifyOtp({ userId: user.id, purpose: 'export-key', otp: wrong }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Invalid code' })
    // A code for one purpose is not one for another.
    await expect(
      auth.verifyOtp({ userId: user.id, purpose: 'update-email-primary', otp }),
    ).rejects.toMatchObject({ message: 'The code has expired: ask for a new one' })
    await expect(
      auth.verifyOtp({ userId: user.id, purpose: 'export-key', otp }),
    ).resolves.toBeUndefined()
    await expect(
      auth.verifyOtp({ userId: user.id, purpose: 'export-key', otp }),
    ).rejects.toMatchObject({ message: 'The code has expired: ask for a new one' })

    const anonymous = await auth.signInWithIdentity({
      provider: 'x',
      subject: 'x-2',
      email: null,
      deviceId: device,
      projectId: 'latch-demo',
    })
    await expect(
      auth.sendOtp({ userId: anonymous.user.id, purpose: 'export-key' }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'This account has no e-mail address' })
  })
})
