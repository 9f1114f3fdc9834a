import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { createServer, type LatchServer } from '../../createServer'
import { createPostgresUrl } from '../../testing/testDatabases'

const secureSite = 'http://127.0.0.1:8788'
const deviceId = 'device-logs-0123456789abcdef'

// The server as main.ts makes it (loadConfig from its environment, then createServer) with every log line on
// (debug), its lines written where the test reads them: the production logger, level and routes' own levels.
// Everything the running server writes goes through that logger (main.ts's own lines are its start and stop).
describe('the server logs', () => {
  let server: LatchServer
  let closed = false
  let output = ''
  let dir: string
  let base: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-auth-logs-'))
    const config = loadConfig({
      DATABASE_URL: await createPostgresUrl(),
      LATCH_DATA_DIR: dir,
      LATCH_SEED_DEMO_PROJECT: '1',
      LATCH_INDEXER: '0',
      LATCH_LOG_LEVEL: 'debug',
      // The 30-s cooldown is passed by moving the server's clock, not by waiting it out.
      LATCH_DEV_CLOCK: '1',
      LATCH_AUTH_SECRET: 'a-test-secret-of-at-least-32-characters',
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
    await rm(dir, { recursive: true, force: true })
  })

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${base}/v1/auth${path}?projectId=latch-demo`, {
      method: 'POST',
      headers: {
        origin: secureSite,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })

  it('never write a code, a session token or a device link, through a whole login', async () => {
    const email = 'logs@example.com'
    expect(await (await post('/email/start', { email, deviceId })).json()).toEqual({
      action: 'VERIFY_OTP',
    })
    const { messages } = (await (await fetch(`${base}/dev/inbox.json?to=${email}`)).json()) as {
      messages: Array<{ subject: string }>
    }
    const otp = messages[0]?.subject.match(/(\d{6})$/)?.[1] ?? ''
    expect(otp).toMatch(/^\d{6}$/)
    const wrong = otp === '987654' ? '456789' : '987654'
    expect((await post('/email/verify', { email, deviceId, otp: wrong })).status).toBe(400)
    const verified = await post('/email/verify', { email, deviceId, otp })
    const { token } = (await verified.json()) as { token: string }
    expect((await post('/session', {}, token)).status).toBe(200)
    expect((await post('/sign-out', {}, token)).status).toBe(200)

    // A new device after the 30-s cooldown: its link's token is in a URL, which request logs would write.
    const clock = await fetch(`${base}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 30_500 }),
    })
    expect(clock.status).toBe(200)
    const other = { email, deviceId: 'device-logs-other-0123456789' }
    expect(await (await post('/email/start', other)).json()).toEqual({ action: 'VERIFY_DEVICE' })
    const inbox = (await (await fetch(`${base}/dev/inbox.json?to=${email}`)).json()) as {
      messages: Array<{ links: string[] }>
    }
    const link = inbox.messages[0]?.links[0] ?? ''
    const linkToken = new URL(link).searchParams.get('token') ?? ''
    expect(linkToken).toHaveLength(43)
    const opened = await fetch(`${base}/v1/auth/device/approve?token=${linkToken}`)
    expect(await opened.text()).toContain('Approve this device?')
    const approved = await fetch(`${base}/v1/auth/device/approve`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:8787',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `token=${linkToken}`,
    })
    expect(await approved.text()).toContain('Device approved')

    // Stopped, as the process is at SIGTERM: every line of every request is written.
    closed = true
    await server.close()
    // The lines are there (each request was logged), the secrets are not.
    expect(output).toContain('/v1/auth/email/verify')
    expect(output).not.toContain(linkToken)
    expect(output).toContain('SMTP_URL is not set')
    // As a number of its own: six digits may well occur inside a timestamp.
    const alone = (digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`)
    expect(output).not.toMatch(alone(otp))
    expect(output).not.toMatch(alone(wrong))
    expect(output).not.toContain(token)
  }, 90_000)
})
