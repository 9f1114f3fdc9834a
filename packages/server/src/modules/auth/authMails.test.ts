import { expect, it } from 'vitest'
import { deviceMail, otpMail } from './authMails'

const link = 'https://latch.example/device?token=t'

// behaviour.md §20.6: each language says the code's and the link's minutes with its own plural forms, and the
// visitor's tag reads the language as the modal reads it.
it('writes the minutes as each language does, and matches the visitor’s tag', () => {
  const text = (locale: string) => otpMail('a@example.com', '123456', 'login', null, locale).text
  const device = (locale?: string) => deviceMail('a@example.com', link, locale).text
  expect(text('ru-RU')).toContain('через 10 минут ')
  expect(device('ru')).toContain('(она действует 15 минут)')
  expect(device('pl')).toContain('(jest ważny przez 15 minut)')
  expect(text('uk')).toContain('через 10 хвилин ')
  expect(text('de-AT')).toContain('Er läuft in 10 Minuten ab')
  expect(device('ja')).toContain('15 分以内に')
  expect(text('ar')).toMatch(/خلال (10|١٠) دقائق /)
  expect(device('ar')).toMatch(/خلال (15|١٥) دقيقة /)
  expect(text('he')).toContain('בעוד 10 דקות,')
  expect(otpMail('a@example.com', '123456', 'login', null, 'zh-MO').subject).toBe(
    '你的 Latch 登入驗證碼：123456',
  )
  expect(otpMail('a@example.com', '123456', 'export-key', null, 'pt').subject).toBe(
    'Seu código do Latch para exportar sua chave: 123456',
  )
  expect(text('sv')).toContain('It expires in 10 minutes and works once.')
  expect(device()).toContain('within 15 minutes')
})
