import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { testDatabases } from '../../testing/testDatabases'
import { codeOf, startAuthApp } from './testing/startAuthApp'

const deviceId = 'device-locale-0123456789abcdef'

// behaviour.md §20: the login e-mail speaks the visitor's language, which comes with the login request.
describe.each(testDatabases)('login e-mail language on $name', ({ create }) => {
  let db: Database

  beforeAll(async () => {
    db = await create()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('is German for a visitor whose browser says de, and the code in it signs in', async () => {
    const t = await startAuthApp(db)
    try {
      const email = 'leser@example.com'
      const start = await t.post('/email/start', { email, deviceId, locale: 'de-AT' })
      expect(start.json()).toEqual({ action: 'VERIFY_OTP' })
      const [message] = await t.inbox(email)
      const otp = codeOf(message)
      expect(message?.subject).toBe(`Dein Latch-Anmeldecode: ${otp}`)
      expect(message?.text).toBe(
        `Dein Latch-Anmeldecode lautet ${otp}\n\nEr läuft in 10 Minuten ab und funktioniert nur einmal.\n\nWenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Ohne den Code passiert nichts.\n`,
      )
      const verify = await t.post('/email/verify', { email, deviceId, otp })
      expect(verify.statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('is English for a language Latch has no e-mail in, and refuses a tag that is none', async () => {
    const t = await startAuthApp(db)
    try {
      const email = 'reader@example.com'
      await t.post('/email/start', { email, deviceId, locale: 'sv' })
      const [message] = await t.inbox(email)
      expect(message?.subject).toBe(`Your Latch login code: ${codeOf(message)}`)
      const refused = await t.post('/email/start', {
        email: 'other@example.com',
        deviceId,
        locale: 'not a tag!',
      })
      expect(refused.statusCode).toBe(400)
      expect(await t.inbox('other@example.com')).toEqual([])
    } finally {
      await t.close()
    }
  })
})
