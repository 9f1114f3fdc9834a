import { expect, it } from 'vitest'
import { loadConfig } from '../../config'

const operator = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const secret = 'x'.repeat(32)

it('reads the operators lower-cased, and alerts only with a URL and its secret', () => {
  const config = loadConfig({
    LATCH_CONSOLE_OPERATORS: ` ${operator} ,`,
    LATCH_ALERT_WEBHOOK_URL: 'https://ops.example/hook',
    LATCH_ALERT_WEBHOOK_SECRET: secret,
    LATCH_ALERT_WINDOW_MINUTES: '5',
  }).console
  expect(config.operators).toEqual([operator.toLowerCase()])
  expect(config.startToken).toBeUndefined()
  expect(config.alerts).toEqual({
    url: 'https://ops.example/hook',
    secret,
    connectErrorRate: 0.5,
    minConnects: 10,
    windowMs: 300_000,
  })
  expect(loadConfig({}).console.alerts).toBeUndefined()
})

it.each([
  [{ LATCH_CONSOLE_OPERATORS: 'alice' }, /LATCH_CONSOLE_OPERATORS.*must be EVM addresses/],
  [{ LATCH_CONSOLE_TOKEN: 'short' }, /LATCH_CONSOLE_TOKEN needs 32 characters/],
  [
    { LATCH_ALERT_WEBHOOK_URL: 'https://ops.example/hook' },
    /LATCH_ALERT_WEBHOOK_SECRET: is needed/,
  ],
  [
    { LATCH_ALERT_WEBHOOK_URL: 'ftp://ops.example', LATCH_ALERT_WEBHOOK_SECRET: secret },
    /LATCH_ALERT_WEBHOOK_URL/,
  ],
  [{ LATCH_ALERT_CONNECT_ERROR_RATE: '2' }, /LATCH_ALERT_CONNECT_ERROR_RATE/],
  [{ LATCH_ANALYTICS_RETENTION_DAYS: '0' }, /LATCH_ANALYTICS_RETENTION_DAYS/],
  [{ LATCH_ANALYTICS_SECRET: 'short' }, /LATCH_ANALYTICS_SECRET needs 32 characters/],
])('refuses %o, naming the variable', (env, problem) => {
  expect(() => loadConfig(env)).toThrow(problem)
})
