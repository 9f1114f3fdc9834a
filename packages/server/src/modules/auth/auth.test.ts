import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { testDatabases } from '../../testing/testDatabases'
import { type AuthApp, codeOf, startAuthApp } from './testing/startAuthApp'

type ErrorBody = { status: number; reasons: Array<{ name: string; description: string }> }
const description = (response: { json(): unknown }) =>
  (response.json() as ErrorBody).reasons[0]?.description

const device = (name: string) => `device-${name}-0123456789abcdef`

describe.each(testDatabases)('e-mail login on $name', ({ create }) => {
  let db: Database
  let t: AuthApp
  // Every test its own client address, so the per-address limits of one do not touch another.
  let ipCount = 0
  const newIp = () => `10.1.0.${++ipCount}`
  const codesSent: string[] = []

  /** The newest message to `email`, after the count grew to `count`. */
  async function latestMail(email: string, count: number) {
    const messages = await t.inbox(email)
    expect(messages).toHaveLength(count)
    const [message] = messages
    if (message && /code/.test(message.subject)) codesSent.push(codeOf(message))
    return message
  }

  /** Signs `email` in on `deviceId` through start, the mailed code and verify; the session token. */
  async function signIn(email: string, deviceId: string, ip = newIp()) {
    const before = (await t.inbox(email)).length
    const start = await t.post('/email/start', { email, deviceId }, { ip })
    expect(start.json()).toEqual({ action: 'VERIFY_OTP' })
    const otp = codeOf(await latestMail(email, before + 1))
    const verify = await t.post('/email/verify', { email, deviceId, otp }, { ip })
    expect(verify.statusCode).toBe(200)
    return (verify.json() as { token: string }).token
  }

  beforeAll(async () => {
    db = await create()
    t = await startAuthApp(db)
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('signs a new address in: a 6-digit code by e-mail, then a session for that device', async () => {
    const ip = newIp()
    const start = await t.post(
      '/email/start',
      { email: ' Ada@Example.com ', deviceId: device('a') },
      { ip },
    )
    expect(start.statusCode).toBe(200)
    expect(start.json()).toEqual({ action: 'VERIFY_OTP' })
    expect(start.headers['cache-control']).toBe('no-store')

    const mail = await latestMail('ada@example.com', 1)
    expect(mail?.subject).toMatch(/^Your Latch login code: \d{6}$/)
    const otp = codeOf(mail)
    expect(mail?.text).toContain(`Your Latch login code is ${otp}`)
    expect(mail?.text).toContain('It expires in 10 minutes and works once.')

    const verify = await t.post(
      '/email/verify',
      { email: 'ada@example.com', deviceId: device('a'), otp },
      { ip },
    )
    expect(verify.statusCode).toBe(200)
    const { token, user } = verify.json() as { token: string; user: { id: string; email: string } }
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(user).toEqual({ id: expect.any(String), email: 'ada@example.com' })

    const session = await t.post('/session', {}, { token })
    expect(session.statusCode).toBe(200)
    expect(session.json()).toEqual({ user })
  })

  it('refuses a second login to the same address within 30 s with the spec text, then allows it', async () => {
    const ip = newIp()
    const email = 'cooldown@example.com'
    expect(
      (await t.post('/email/start', { email, deviceId: device('c') }, { ip })).statusCode,
    ).toBe(200)
    t.clock.now += 12_500
    const again = await t.post('/email/start', { email, deviceId: device('c') }, { ip })
    expect(again.statusCode).toBe(429)
    expect(again.json()).toEqual({
      status: 429,
      reasons: [{ name: 'Rate Limited', description: 'Please try again after 18 seconds' }],
    })
    expect(again.headers['retry-after']).toBe('18')
    // Another device changes nothing: the limit is the address's.
    const other = await t.post('/email/start', { email, deviceId: device('d') }, { ip })
    expect(description(other)).toBe('Please try again after 18 seconds')
    t.clock.now += 17_000
    expect(
      description(await t.post('/email/start', { email, deviceId: device('c') }, { ip })),
    ).toBe('Please try again after 1 seconds')
    t.clock.now += 500
    expect(
      (await t.post('/email/start', { email, deviceId: device('c') }, { ip })).statusCode,
    ).toBe(200)
    expect(await t.inbox(email)).toHaveLength(2)
  })

  it('lets one of several simultaneous starts for an address through, and mails once', async () => {
    const ip = newIp()
    const email = 'together@example.com'
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => t.post('/email/start', { email, deviceId: device('s') }, { ip })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429, 429])
    expect(await t.inbox(email)).toHaveLength(1)
  })

  it('kills a code after 5 wrong tries: the sixth is refused even with the right code', async () => {
    const ip = newIp()
    const email = 'guess@example.com'
    await t.post('/email/start', { email, deviceId: device('g') }, { ip })
    const otp = codeOf(await latestMail(email, 1))
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const attempt = await t.post(
        '/email/verify',
        { email, deviceId: device('g'), otp: wrong },
        { ip },
      )
      expect(attempt.statusCode).toBe(400)
      expect(attempt.json()).toEqual({
        status: 400,
        reasons: [{ name: 'Invalid Code', description: 'Invalid code' }],
      })
    }
    const sixth = await t.post('/email/verify', { email, deviceId: device('g'), otp }, { ip })
    expect(sixth.statusCode).toBe(400)
    expect(description(sixth)).toBe('Too many wrong codes: ask for a new one')
    expect(sixth.json()).not.toHaveProperty('token')

    // A new code (after the cooldown) works again.
    t.clock.now += 30_000
    await t.post('/email/start', { email, deviceId: device('g') }, { ip })
    const fresh = codeOf(await latestMail(email, 2))
    const ok = await t.post('/email/verify', { email, deviceId: device('g'), otp: fresh }, { ip })
    expect(ok.statusCode).toBe(200)
  })

  it('uses a code once, only for the device that asked, and not after 10 minutes', async () => {
    const ip = newIp()
    const email = 'once@example.com'
    await t.post('/email/start', { email, deviceId: device('o') }, { ip })
    const otp = codeOf(await latestMail(email, 1))
    const elsewhere = await t.post('/email/verify', { email, deviceId: device('p'), otp }, { ip })
    expect(description(elsewhere)).toBe('The code has expired: ask for a new one')
    expect(
      (await t.post('/email/verify', { email, deviceId: device('o'), otp }, { ip })).statusCode,
    ).toBe(200)
    const twice = await t.post('/email/verify', { email, deviceId: device('o'), otp }, { ip })
    expect(twice.statusCode).toBe(400)
    expect(description(twice)).toBe('The code has expired: ask for a new one')

    t.clock.now += 30_000
    await t.post('/email/start', { email, deviceId: device('o') }, { ip })
    const late = codeOf(await latestMail(email, 2))
    t.clock.now += 10 * 60_000 - 1
    t.clock.now += 1
    const expired = await t.post(
      '/email/verify',
      { email, deviceId: device('o'), otp: late },
      { ip },
    )
    expect(description(expired)).toBe('The code has expired: ask for a new one')
  })

  it("opens the session for the project the guard checked, not the body's", async () => {
    const ip = newIp()
    const email = 'project@example.com'
    await t.post('/email/start', { email, deviceId: device('j') }, { ip })
    const otp = codeOf(await latestMail(email, 1))
    // The query names latch-demo (checked); the body another project.
    const verify = await t.post(
      '/email/verify',
      { email, deviceId: device('j'), otp, projectId: 'not-checked' },
      { ip },
    )
    expect(verify.statusCode).toBe(200)
    const { token } = verify.json() as { token: string }
    expect((await t.post('/session', {}, { token })).statusCode).toBe(200)
  })

  it('answers CONNECT only for a live session of that address on that device', async () => {
    const email = 'connect@example.com'
    const token = await signIn(email, device('k'))
    const other = await signIn('someone@example.com', device('k'))
    const ip = newIp()
    expect(
      (await t.post('/email/start', { email, deviceId: device('k') }, { token, ip })).json(),
    ).toEqual({
      action: 'CONNECT',
    })
    // Another person's session, or this session on another device: a mailed step (here, the cooldown).
    expect(
      (await t.post('/email/start', { email, deviceId: device('k') }, { token: other, ip }))
        .statusCode,
    ).toBe(429)
    expect(
      (await t.post('/email/start', { email, deviceId: device('m') }, { token, ip })).statusCode,
    ).toBe(429)
  })

  it('asks a known user on a new device to approve it by a mailed link, then mails the code once', async () => {
    const email = 'devices@example.com'
    await signIn(email, device('one'))
    t.clock.now += 30_000
    const ip = newIp()
    const start = await t.post('/email/start', { email, deviceId: device('two') }, { ip })
    expect(start.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await latestMail(email, 2)
    expect(mail?.subject).toBe('Approve your new device for Latch')
    const link = mail?.links[0] ?? ''
    expect(link).toMatch(
      /^http:\/\/localhost:8787\/v1\/auth\/device\/approve\?token=[A-Za-z0-9_-]{43}$/,
    )

    const waiting = await t.post('/device/status', { email, deviceId: device('two') }, { ip })
    expect(waiting.json()).toEqual({ approved: false })
    expect(await t.inbox(email)).toHaveLength(2)

    const path = link.replace('http://localhost:8787', '')
    const token = new URL(link).searchParams.get('token') ?? ''
    // Opening the link (a mail scanner's GET or HEAD too) shows a button and approves nothing.
    const opened = await t.get(path, '203.0.113.9')
    expect(opened.statusCode).toBe(200)
    expect(opened.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(opened.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(opened.headers['content-security-policy']).toContain("form-action 'self'")
    expect(opened.body).toContain('<h1>Approve this device?</h1>')
    expect(opened.body).toContain('<form method="post" action="approve">')
    expect(opened.body).toContain(`<input type="hidden" name="token" value="${token}">`)
    expect(opened.body).toContain('<button type="submit">Approve device</button>')
    expect((await t.app.inject({ method: 'HEAD', url: path })).statusCode).toBe(200)
    expect((await t.get(path)).statusCode).toBe(200)
    expect(
      (await t.post('/device/status', { email, deviceId: device('two') }, { ip })).json(),
    ).toEqual({ approved: false })

    // The button posts from that page, on the server's public origin; another site's form does not approve.
    const approve = (origin: string | undefined, body = `token=${token}`) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/device/approve',
        remoteAddress: '203.0.113.9',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin ? { origin } : {}),
        },
        payload: body,
      })
    expect((await approve(undefined)).statusCode).toBe(403)
    expect((await approve('https://evil.example')).statusCode).toBe(403)
    expect((await approve('null')).statusCode).toBe(403)
    expect((await approve('http://localhost:8787', 'token=short')).statusCode).toBe(400)
    expect(
      (await t.post('/device/status', { email, deviceId: device('two') }, { ip })).json(),
    ).toEqual({ approved: false })
    const pressed = await approve('http://localhost:8787')
    expect(pressed.statusCode).toBe(200)
    expect(pressed.body).toContain('<h1>Device approved</h1>')
    expect(pressed.body).not.toContain('<form')
    const again = await approve('http://localhost:8787')
    expect(again.statusCode).toBe(410)
    expect(again.body).toContain('<h1>Link expired</h1>')
    const reopened = await t.get(path, '203.0.113.9')
    expect(reopened.statusCode).toBe(410)
    expect(reopened.body).toContain('<h1>Link expired</h1>')
    expect(reopened.body).not.toContain('<form')

    const approved = await t.post('/device/status', { email, deviceId: device('two') }, { ip })
    expect(approved.json()).toEqual({ approved: true })
    expect(
      (await t.post('/device/status', { email, deviceId: device('two') }, { ip })).json(),
    ).toEqual({ approved: true })
    const codeMail = await latestMail(email, 3)
    expect(codeMail?.subject).toMatch(/^Your Latch login code: \d{6}$/)
    const verify = await t.post(
      '/email/verify',
      { email, deviceId: device('two'), otp: codeOf(codeMail) },
      { ip },
    )
    expect(verify.statusCode).toBe(200)

    // Now known: the next login there is a plain code.
    t.clock.now += 30_000
    expect(
      (await t.post('/email/start', { email, deviceId: device('two') }, { ip })).json(),
    ).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('lets a device link work for 15 minutes only, and says nothing of unknown addresses', async () => {
    const email = 'slow@example.com'
    await signIn(email, device('s1'))
    t.clock.now += 30_000
    const ip = newIp()
    await t.post('/email/start', { email, deviceId: device('s2') }, { ip })
    const link = (await latestMail(email, 2))?.links[0] ?? ''
    t.clock.now += 15 * 60_000
    const late = await t.get(link.replace('http://localhost:8787', ''))
    expect(late.statusCode).toBe(410)
    expect(
      (await t.post('/device/status', { email, deviceId: device('s2') }, { ip })).json(),
    ).toEqual({
      approved: false,
    })
    expect(
      (
        await t.post(
          '/device/status',
          { email: 'nobody@example.com', deviceId: device('s2') },
          { ip },
        )
      ).json(),
    ).toEqual({ approved: false })
    expect((await t.get('/v1/auth/device/approve?token=nope')).statusCode).toBe(400)
  })

  it('changes the address after a code to the current one, then one to the new one, ending the other sessions', async () => {
    const email = 'old@example.com'
    const token = await signIn(email, device('u'))
    // The same user signed in elsewhere (here: again, a session of its own).
    t.clock.now += 30_000
    const elsewhere = await signIn(email, device('u'))
    const ip = newIp()
    const update = await t.post('/email/update', { newEmail: 'New@Example.com' }, { token, ip })
    expect(update.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect((await t.post('/session', {}, { token: elsewhere })).statusCode).toBe(200)
    const primaryMail = await latestMail(email, 3)
    expect(primaryMail?.subject).toMatch(/^Your Latch code to change your e-mail: \d{6}$/)
    expect(primaryMail?.text).toContain('new@example.com')

    // The first code is not the second.
    expect(
      description(
        await t.post('/email/update/secondary', { otp: codeOf(primaryMail) }, { token, ip }),
      ),
    ).toBe('The code has expired: ask for a new one')
    const primary = await t.post(
      '/email/update/primary',
      { otp: codeOf(primaryMail) },
      { token, ip },
    )
    expect(primary.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondaryMail = await latestMail('new@example.com', 1)
    expect(secondaryMail?.subject).toMatch(/^Your Latch code to confirm this address: \d{6}$/)
    expect((await t.post('/session', {}, { token })).json()).toMatchObject({
      user: { email: 'old@example.com' },
    })

    const secondary = await t.post(
      '/email/update/secondary',
      { otp: codeOf(secondaryMail) },
      { token, ip },
    )
    expect(secondary.json()).toEqual({ newEmail: 'new@example.com' })
    expect((await t.post('/session', {}, { token })).json()).toMatchObject({
      user: { email: 'new@example.com' },
    })
    expect((await t.post('/session', {}, { token: elsewhere })).statusCode).toBe(401)
    expect(
      description(await t.post('/email/update', { newEmail: 'new@example.com' }, { token, ip })),
    ).toBe('That is already your e-mail address')
  })

  it('refuses an address another account has, at the last step', async () => {
    await signIn('taken@example.com', device('t1'))
    const token = await signIn('taker@example.com', device('t2'))
    const ip = newIp()
    await t.post('/email/update', { newEmail: 'taken@example.com' }, { token, ip })
    const primary = codeOf(await latestMail('taker@example.com', 2))
    await t.post('/email/update/primary', { otp: primary }, { token, ip })
    const secondary = codeOf(await latestMail('taken@example.com', 2))
    const last = await t.post('/email/update/secondary', { otp: secondary }, { token, ip })
    expect(last.statusCode).toBe(409)
    expect(description(last)).toBe('That e-mail address belongs to another account')
  })

  it('signs out: the session answers 401 afterwards, as it does after 30 days', async () => {
    const token = await signIn('leaving@example.com', device('l'))
    const out = await t.post('/sign-out', {}, { token })
    expect(out.json()).toEqual({ signedOut: true })
    const after = await t.post('/session', {}, { token })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({
      status: 401,
      reasons: [{ name: 'Session Expired', description: 'Session expired or signed out' }],
    })
    expect((await t.post('/sign-out', {}, { token })).statusCode).toBe(401)
    expect((await t.post('/session', {})).statusCode).toBe(401)

    const lasting = await signIn('lasting@example.com', device('l'))
    t.clock.now += 30 * 24 * 3600_000 - 1
    expect((await t.post('/session', {}, { token: lasting })).statusCode).toBe(200)
    t.clock.now += 1
    expect((await t.post('/session', {}, { token: lasting })).statusCode).toBe(401)
  })

  it("signs out everywhere: every session of the user ends, on every device, and no other user's", async () => {
    const phone = await signIn('everywhere@example.com', device('p'))
    // A second session of the same user (past the resend cooldown).
    t.clock.now += 31_000
    const laptop = await signIn('everywhere@example.com', device('p'))
    const other = await signIn('bystander@example.com', device('b'))
    const out = await t.post('/sign-out/everywhere', {}, { token: laptop })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ signedOut: true })
    for (const token of [phone, laptop]) {
      const after = await t.post('/session', {}, { token })
      expect(after.statusCode).toBe(401)
      expect(description(after)).toBe('Session expired or signed out')
    }
    expect((await t.post('/session', {}, { token: other })).statusCode).toBe(200)
    // Only a live session may end them all: a revoked one, or none, is refused.
    expect((await t.post('/sign-out/everywhere', {}, { token: phone })).statusCode).toBe(401)
    expect((await t.post('/sign-out/everywhere', {})).statusCode).toBe(401)
    // And only from the secure site's origin.
    const fromApp = await t.post(
      '/sign-out/everywhere',
      {},
      { token: other, origin: 'http://localhost:5173' },
    )
    expect(fromApp.statusCode).toBe(403)
    expect((await t.post('/session', {}, { token: other })).statusCode).toBe(200)
  })

  it('validates every body and limits starts per client', async () => {
    const ip = newIp()
    const bad = await t.post(
      '/email/start',
      { email: 'ada@localhost', deviceId: device('v') },
      { ip },
    )
    expect(bad.statusCode).toBe(400)
    expect(description(bad)).toBe('email: must be a valid e-mail address')
    expect(
      description(
        await t.post('/email/start', { email: 'a@example.com', deviceId: 'short' }, { ip }),
      ),
    ).toMatch(/^deviceId: /)
    expect(
      description(
        await t.post(
          '/email/verify',
          { email: 'a@example.com', deviceId: device('v'), otp: 123456 },
          { ip },
        ),
      ),
    ).toMatch(/^otp: /)
    const answers = []
    for (let i = 0; i < 21; i++)
      answers.push(
        (
          await t.post(
            '/email/start',
            { email: `many${i}@example.com`, deviceId: device('v') },
            { ip },
          )
        ).statusCode,
      )
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(answers[20]).toBe(429)
  })

  it('never put a code in an HTTP response', () => {
    expect(codesSent.length).toBeGreaterThan(10)
    const everything = t.responses
      .map((response) => `${JSON.stringify(response.headers)}\n${response.body}`)
      .join('\n')
    for (const code of codesSent) expect(everything).not.toContain(code)
  })
})
