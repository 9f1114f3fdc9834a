import { expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { loadNamesConfig } from './namesConfig'

const key = `0x${'11'.repeat(32)}`

it("gives the demo project its zone and the dev key outside production, and production nothing it wasn't told", () => {
  const dev = loadConfig({}).names
  expect(Object.fromEntries(dev.zones)).toEqual({ 'latch-demo': 'latch.eth' })
  expect(dev.gatewayKeys).toHaveLength(1)
  expect(dev).toMatchObject({
    answerTtlSeconds: 300,
    messageMaxAgeMs: 600_000,
    gatewayRequestsPerMinute: 600,
  })

  const platform = { production: true } as Parameters<typeof loadNamesConfig>[1]
  expect(loadNamesConfig({}, platform)).toMatchObject({ gatewayKeys: [] })
  expect(loadNamesConfig({}, platform).zones.size).toBe(0)
  // A zone needs a key that signs its answers.
  expect(() => loadNamesConfig({ LATCH_NAMES_ZONES: '{"a":"a.eth"}' }, platform)).toThrow(
    /LATCH_NAMES_GATEWAY_KEYS: required/,
  )
  const rotated = loadNamesConfig(
    {
      LATCH_NAMES_ZONES: '{"a":"a.eth"}',
      LATCH_NAMES_GATEWAY_KEYS: `${key}, 0x${'22'.repeat(32)}`,
    },
    platform,
  )
  expect(rotated.gatewayKeys).toEqual([key, `0x${'22'.repeat(32)}`])
})

it('names the variable of a bad value, never the value', () => {
  const platform = { production: false } as Parameters<typeof loadNamesConfig>[1]
  for (const [env, problem] of [
    [{ LATCH_NAMES_ZONES: 'not json' }, /LATCH_NAMES_ZONES: must be JSON/],
    [{ LATCH_NAMES_ZONES: '{"a":"Latch.ETH"}' }, /LATCH_NAMES_ZONES/],
    [{ LATCH_NAMES_ZONES: '{"a":"x.eth","b":"x.eth"}' }, /zone x\.eth belongs to two projects/],
    [{ LATCH_NAMES_GATEWAY_KEYS: '0x1234' }, /LATCH_NAMES_GATEWAY_KEYS/],
    [{ LATCH_NAMES_ANSWER_TTL_SECONDS: '1' }, /LATCH_NAMES_ANSWER_TTL_SECONDS/],
  ] as const) {
    let message = ''
    try {
      loadNamesConfig(env, platform)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(problem)
    expect(message).not.toContain('0x1234')
  }
})
