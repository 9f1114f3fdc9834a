import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../../scripts/test/startPostgres'
import type { Database } from '../../platform/db/Database'
import { testDatabases } from '../../testing/testDatabases'
import { codeOf, startAuthApp } from './testing/startAuthApp'

const deviceId = 'device-mail-0123456789abcdef'

/** "Any SMTP server": one that wants a login and keeps what it receives. */
async function startSmtpServer() {
  const received: Array<{ mail: ParsedMail; from: string; to: string[]; user?: string }> = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'latch' && auth.password === 's3cret/pass')
        return callback(null, { user: auth.username })
      return callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            mail,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user as string | undefined,
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe.each(testDatabases)('login mail on $name', ({ create }) => {
  let db: Database

  beforeAll(async () => {
    db = await create()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('goes through the SMTP server of SMTP_URL, logged in, and no inbox is served', async () => {
    const smtp = await startSmtpServer()
    const t = await startAuthApp(db, {
      config: (config) => ({
        ...config,
        mail: { ...config.mail, smtpUrl: `smtp://latch:s3cret%2Fpass@127.0.0.1:${smtp.port}` },
      }),
    })
    try {
      const start = await t.post('/email/start', { email: 'smtp@example.com', deviceId })
      expect(start.json()).toEqual({ action: 'VERIFY_OTP' })
      expect(smtp.received).toHaveLength(1)
      const [message] = smtp.received
      expect(message?.to).toEqual(['smtp@example.com'])
      expect(message?.from).toBe('no-reply@latch.localhost')
      expect(message?.user).toBe('latch')
      const otp = message?.mail.subject?.match(/^Your Latch login code: (\d{6})$/)?.[1] ?? ''
      expect(message?.mail.text).toContain(`Your Latch login code is ${otp}`)
      const verify = await t.post('/email/verify', { email: 'smtp@example.com', deviceId, otp })
      expect(verify.statusCode).toBe(200)
      expect((await t.get('/dev/inbox')).statusCode).toBe(404)
      expect((await t.get('/dev/inbox.json')).statusCode).toBe(404)
    } finally {
      await t.close()
      await smtp.close()
    }
  })

  it('answers 502 when the SMTP server is unreachable, and that failed send starts no cooldown', async () => {
    const port = await freePort()
    const t = await startAuthApp(db, {
      config: (config) => ({
        ...config,
        mail: { ...config.mail, smtpUrl: `smtp://127.0.0.1:${port}` },
      }),
    })
    try {
      for (let i = 0; i < 2; i++) {
        const start = await t.post('/email/start', { email: 'down@example.com', deviceId })
        expect(start.statusCode).toBe(502)
        expect(start.json()).toEqual({
          status: 502,
          reasons: [{ name: 'Server Error', description: 'The e-mail could not be sent' }],
        })
      }
    } finally {
      await t.close()
    }
  })

  it('without SMTP_URL goes over SMTP to the built-in sink, listed at /dev/inbox for loopback clients', async () => {
    const sinkPort = await freePort()
    const t = await startAuthApp(db, {
      config: (config) => ({ ...config, mail: { ...config.mail, sinkPort } }),
    })
    try {
      // It is a real SMTP server on the configured port: any client's mail shows up too.
      await nodemailer
        .createTransport({ host: '127.0.0.1', port: sinkPort, ignoreTLS: true })
        .sendMail({
          from: 'tester@example.com',
          to: 'Sink@Example.com',
          subject: '<script>alert(1)</script>',
          text: 'See https://example.com/a?b=1&c=2 now',
        })
      await t.post('/email/start', { email: 'sink@example.com', deviceId })
      const messages = await t.inbox('SINK@example.com')
      expect(messages.map((message) => message.subject)).toEqual([
        expect.stringMatching(/^Your Latch login code: \d{6}$/),
        '<script>alert(1)</script>',
      ])
      expect(messages[1]?.links).toEqual(['https://example.com/a?b=1&c=2'])
      expect(await t.inbox('other@example.com')).toEqual([])

      const page = await t.get('/dev/inbox')
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.body).toContain(`Your Latch login code: ${codeOf(messages[0])}`)
      expect(page.body).not.toContain('<script>alert')
      expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(page.body).toContain(
        '<a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>',
      )
      expect(page.body.indexOf('Your Latch login code')).toBeLessThan(
        page.body.indexOf('&lt;script'),
      )

      // It holds live codes: only for the machine itself.
      expect((await t.get('/dev/inbox', '203.0.113.7')).statusCode).toBe(404)
      expect((await t.get('/dev/inbox.json', '203.0.113.7')).statusCode).toBe(404)
    } finally {
      await t.close()
    }
    // Closed with the app.
    await expect(
      nodemailer
        .createTransport({ host: '127.0.0.1', port: sinkPort, ignoreTLS: true })
        .sendMail({ from: 'a@example.com', to: 'b@example.com', text: 'x' }),
    ).rejects.toThrow()
  })

  it('serves the inbox to this machine only: never through a proxy, whatever X-Forwarded-For says', async () => {
    // Behind a load balancer, the client address comes from X-Forwarded-For: a header anyone can write.
    const t = await startAuthApp(db, { config: (config) => ({ ...config, trustProxy: true }) })
    try {
      const email = 'proxied@example.com'
      await t.post('/email/start', { email, deviceId })
      expect(await t.inbox(email)).toHaveLength(1)
      const read = (url: string, remoteAddress: string, headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url, remoteAddress, headers })
      for (const url of ['/dev/inbox', `/dev/inbox.json?to=${email}`]) {
        // A remote client that says it is the machine itself.
        const spoofed = await read(url, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })
        expect(spoofed.statusCode).toBe(404)
        expect(spoofed.body).not.toContain('login code')
        // A proxy on this host passing on someone else's request.
        expect(
          (await read(url, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode,
        ).toBe(404)
        expect((await read(url, '::1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404)
        expect((await read(url, '127.0.0.1', { 'x-real-ip': '203.0.113.7' })).statusCode).toBe(404)
        // The machine itself.
        expect((await read(url, '::1', {})).statusCode).toBe(200)
      }
    } finally {
      await t.close()
    }
  })
})
