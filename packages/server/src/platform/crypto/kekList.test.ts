import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { generateKek, parseKekList } from './kekList'

const key = (bytes = 32) => randomBytes(bytes).toString('base64')

describe('parseKekList', () => {
  it('reads id:base64 entries, the current one first, each a 32-byte key', () => {
    const parsed = parseKekList(`k2:${key()}, k1:${key()}`)
    expect(
      'keks' in parsed && parsed.keks.map((kek) => [kek.id, kek.key.symmetricKeySize]),
    ).toEqual([
      ['k2', 32],
      ['k1', 32],
    ])
  })

  it.each([
    ['', 'no key: expected id:base64key[,id:base64key…]'],
    [key(), 'entry 1: expected id:base64key, the id 1–32 of A-Z a-z 0-9 _ -'],
    [`k1:${key(16)}`, 'entry 1 (k1): the key is 16 bytes, AES-256 needs 32'],
    [`k1:${key()},k2:${key(33)}`, 'entry 2 (k2): the key is 33 bytes, AES-256 needs 32'],
    [`k1:${key()},k1:${key()}`, 'entry 2: the id k1 is repeated'],
    ['k1:not base64!', 'entry 1 (k1): the key is not base64'],
    [`bad id:${key()}`, 'entry 1: expected id:base64key, the id 1–32 of A-Z a-z 0-9 _ -'],
  ])('refuses %j: %s', (text, problem) => {
    expect(parseKekList(text)).toEqual({ problem })
  })

  it('holds the key where neither a log line nor JSON shows it', () => {
    const entry = generateKek('k1')
    const secret = entry.split(':')[1] ?? ''
    const parsed = parseKekList(entry)
    const dump = JSON.stringify(parsed)
    expect(dump).not.toContain(secret)
    expect(dump).not.toContain(Buffer.from(secret, 'base64').toString('hex'))
  })
})

describe('generateKek', () => {
  it('makes a fresh entry parseKekList accepts', () => {
    const [a, b] = [generateKek('dev'), generateKek('dev')]
    expect(a).toMatch(/^dev:[A-Za-z0-9+/]{43}=$/)
    expect(a).not.toBe(b)
    expect(parseKekList(a)).toMatchObject({ keks: [{ id: 'dev' }] })
    expect(parseKekList(generateKek())).toMatchObject({
      keks: [{ id: expect.stringMatching(/^k\d{8}$/) }],
    })
  })
})

describe('LATCH_KEK in the configuration', () => {
  it('is optional outside production, an error naming the problem (never the key) when malformed', () => {
    expect(loadConfig({}).keks).toEqual([])
    const short = key(16)
    expect(() => loadConfig({ LATCH_KEK: `k1:${short}` })).toThrow(
      'Invalid server configuration:\n  LATCH_KEK: entry 1 (k1): the key is 16 bytes, AES-256 needs 32',
    )
    try {
      loadConfig({ LATCH_KEK: `k1:${short}` })
    } catch (error) {
      expect((error as Error).message).not.toContain(short)
    }
  })

  it('stops a production start without it, saying so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid server configuration:\n {2}LATCH_KEK: required in production/,
    )
    expect(
      loadConfig({
        NODE_ENV: 'production',
        LATCH_KEK: generateKek('k1'),
        SMTP_URL: 'smtp://mail.example.com:587',
      }).keks,
    ).toHaveLength(1)
  })
})
