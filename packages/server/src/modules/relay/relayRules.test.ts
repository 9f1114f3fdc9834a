import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { generateKek } from '../../platform/crypto/kekList'
import { didKeyPublicKey } from './didKeyPublicKey'
import { createMailbox } from './mailbox'
import { publishProblem } from './publishProblem'
import { relayMessage, subscriptionId } from './RelayMessage'
import { countInWindow, emptyWindow } from './rateWindow'
import { relayClaimsProblem } from './relayClaims'
import { readRelayFrame } from './relayFrame'
import { verifyRelayAuth } from './verifyRelayAuth'

const aud = 'ws://localhost:8787/relay'
const seed = new Uint8Array(32).fill(7)

describe('didKeyPublicKey', () => {
  it('reads the Ed25519 key the clients encode, and nothing else', async () => {
    const keyPair = generateKeyPair(seed)
    const jwt = await signJWT('sub', aud, 60, keyPair)
    const iss = JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString()).iss
    expect(iss).toMatch(/^did:key:z6Mk/)
    expect(didKeyPublicKey(iss)).toEqual(keyPair.publicKey)
    expect(didKeyPublicKey('did:key:z6MkO0')).toBeUndefined()
    expect(didKeyPublicKey('did:web:example.com')).toBeUndefined()
    // A secp256k1 did:key (multicodec 0xe7) is not an Ed25519 key.
    expect(
      didKeyPublicKey('did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme'),
    ).toBeUndefined()
  })
})

describe('relayClaimsProblem', () => {
  const claims = { iss: 'did:key:z6Mkabc', sub: 'x', aud, iat: 1_000, exp: 2_000 }
  const check = (overrides: object, now = 1_500) =>
    relayClaimsProblem({ ...claims, ...overrides }, { now, audiences: [aud] })

  it('holds for a did:key issuer, this relay, before exp', () => {
    expect(check({})).toBeUndefined()
    expect(check({ aud: 'ws://localhost:8787/relay/' })).toBeUndefined()
    expect(check({ aud: 'ws://LOCALHOST:8787/relay?x=1' })).toBeUndefined()
  })

  it('names what fails', () => {
    expect(check({ iss: 'someone' })).toBe('iss must be a did:key')
    expect(check({ aud: 'wss://relay.walletconnect.org' })).toBe('aud is not this relay')
    expect(check({ aud: 'not a url' })).toBe('aud is not this relay')
    expect(check({}, 2_000)).toBe('the token has expired')
    expect(check({ exp: undefined })).toBe('the token has expired')
    expect(check({ iat: 1_561 })).toBe('the token is issued in the future')
    expect(check({ iat: 1_560 })).toBeUndefined()
  })

  // behaviour.md §16.1: a token valid for 10 years was once accepted.
  it('caps a token’s lifetime at one day (the clients sign theirs for one day)', () => {
    const tooLong = 'the token lives too long: at most 24 hours'
    expect(check({ exp: 1_000 + 86_400 })).toBeUndefined()
    expect(check({ exp: 1_000 + 10 * 365 * 86_400 })).toBe(tooLong)
    expect(check({ iat: undefined, exp: 1_500 + 86_400 })).toBeUndefined()
    expect(check({ iat: undefined, exp: 1_500 + 2 * 86_400 })).toBe(tooLong)
    // The lifetime runs from iat, not from now: an old token for a long time is refused too.
    expect(check({ iat: 0, exp: 1_500 + 86_400 })).toBe(tooLong)
  })
})

describe('the relay’s audience', () => {
  const production = {
    NODE_ENV: 'production',
    LATCH_KEK: generateKek('k1'),
    SMTP_URL: 'smtp://mail.example.com:587',
    LATCH_PUBLIC_URL: 'https://latch.example.com/',
  }
  // behaviour.md §16.1: the aud once followed the Host header a client sent, in production too.
  it('is the configured public URL in production, never the Host header', () => {
    expect(loadConfig(production).relay.publicUrls).toEqual(['wss://latch.example.com/relay'])
    expect(
      loadConfig({ ...production, LATCH_RELAY_URL: 'wss://relay.example.com/relay' }).relay
        .publicUrls,
    ).toEqual(['wss://relay.example.com/relay'])
    // Outside production, unset: the Host the client used (localhost and 127.0.0.1 name one dev server).
    expect(loadConfig({}).relay.publicUrls).toEqual([])
  })
})

describe('verifyRelayAuth', () => {
  const now = Date.UTC(2026, 10, 22)
  const iat = now / 1_000
  it('accepts the clients’ own JWT and returns its did:key as the client id', async () => {
    const keyPair = generateKeyPair(seed)
    const result = await verifyRelayAuth(await signJWT('s', aud, 86_400, keyPair, iat), {
      now,
      audiences: [aud],
    })
    expect(result).toMatchObject({ ok: true, clientId: expect.stringMatching(/^did:key:z6Mk/) })
  })

  it('refuses a forged, expired, foreign or garbled token', async () => {
    const keyPair = generateKeyPair(seed)
    const other = generateKeyPair(new Uint8Array(32).fill(8))
    const good = await signJWT('s', aud, 60, keyPair, iat)
    const [header, payload] = good.split('.')
    const forged = `${header}.${payload}.${(await signJWT('s', aud, 60, other, iat)).split('.')[2]}`
    const verify = (token: string, at = now) =>
      verifyRelayAuth(token, { now: at, audiences: [aud] })
    expect(await verify(forged)).toEqual({ ok: false, reason: 'the signature does not verify' })
    expect(await verify(good, now + 60_000)).toEqual({ ok: false, reason: 'the token has expired' })
    expect(
      await verify(await signJWT('s', 'wss://relay.walletconnect.org', 60, keyPair, iat)),
    ).toEqual({ ok: false, reason: 'aud is not this relay' })
    expect(await verify('garbage')).toEqual({ ok: false, reason: 'auth is not a JWT' })
  })
})

describe('publishProblem', () => {
  const bounds = { maxMessageBytes: 10, minTtlSeconds: 10, maxTtlSeconds: 100 }
  it('bounds the size in bytes and the TTL, both ends included', () => {
    expect(publishProblem({ message: 'x'.repeat(10), ttl: 10 }, bounds)).toBeUndefined()
    expect(publishProblem({ message: 'x', ttl: 100 }, bounds)).toBeUndefined()
    expect(publishProblem({ message: 'x'.repeat(11), ttl: 10 }, bounds)).toBe(
      'message too large: at most 10 bytes',
    )
    expect(publishProblem({ message: 'é'.repeat(6), ttl: 10 }, bounds)).toMatch(/too large/)
    expect(publishProblem({ message: 'x', ttl: 9 }, bounds)).toBe(
      'ttl out of bounds: 10 to 100 seconds',
    )
    expect(publishProblem({ message: 'x', ttl: 101 }, bounds)).toMatch(/ttl out of bounds/)
  })
})

describe('countInWindow', () => {
  it('allows the limit in one second, counts refusals, and starts over a second later', () => {
    let window = emptyWindow
    const take = (now: number, n = 1) => {
      const counted = countInWindow(window, now, n, 3)
      window = counted.window
      return counted.allowed
    }
    expect([take(5_000), take(5_100), take(5_999)]).toEqual([true, true, true])
    expect(take(5_999)).toBe(false)
    expect(window.count).toBe(4)
    expect(take(6_000)).toBe(true)
    expect(take(6_001, 3)).toBe(false)
  })
})

describe('readRelayFrame', () => {
  it('tells requests, acknowledgements and nonsense apart', () => {
    expect(readRelayFrame('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{}}')).toEqual(
      {
        kind: 'request',
        id: 1,
        method: 'irn_subscribe',
        params: {},
      },
    )
    expect(readRelayFrame('{"id":7,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: 7,
      acknowledged: true,
    })
    expect(readRelayFrame('{"id":7,"jsonrpc":"2.0","error":{"code":1}}')).toMatchObject({
      acknowledged: false,
    })
    expect(readRelayFrame('{nope')).toEqual({ kind: 'invalid', id: null, reason: 'parse' })
    expect(readRelayFrame('{"id":3,"method":"x"}')).toEqual({
      kind: 'invalid',
      id: 3,
      reason: 'request',
    })
    expect(readRelayFrame('null')).toEqual({ kind: 'invalid', id: null, reason: 'request' })
  })
})

describe('mailbox', () => {
  const topic = 'a'.repeat(64)
  const message = (text: string, ttl = 60, at = 0, origin = '192.0.2.1') =>
    relayMessage({ topic, message: text, tag: 0, ttl, publisher: 'did:key:z6Mkp', origin }, at)

  it('keeps a message once until removed or expired, in publishing order', () => {
    const mailbox = createMailbox({ forgetAfterMs: 1_000 })
    expect(mailbox.add(message('one'), 0)).toBe(true)
    expect(mailbox.add(message('one'), 0)).toBe(false)
    mailbox.add(message('two', 10), 0)
    expect(mailbox.waiting(topic, 0).map((m) => m.message)).toEqual(['one', 'two'])
    expect(mailbox.waiting(topic, 10_000).map((m) => m.message)).toEqual(['one'])
    expect(mailbox.remove(topic, message('one').id, 0)).toBe(true)
    expect(mailbox.remove(topic, message('one').id, 0)).toBe(false)
    mailbox.expire(10_000)
    expect(mailbox.has(topic, message('two').id)).toBe(false)
  })

  it('does not take back a message acknowledged a moment ago (catching up on the database)', () => {
    const mailbox = createMailbox({ forgetAfterMs: 1_000 })
    mailbox.add(message('one'), 0)
    mailbox.remove(topic, message('one').id, 0)
    expect(mailbox.add(message('one'), 999)).toBe(false)
    mailbox.expire(1_000)
    expect(mailbox.add(message('one'), 1_000)).toBe(true)
  })

  it('counts the bytes waiting in all and per publishing address', () => {
    const mailbox = createMailbox()
    mailbox.add(message('aaaa', 60, 0, 'x'), 0)
    mailbox.add(message('bb', 60, 0, 'y'), 0)
    mailbox.add(message('cc', 60, 0, 'x'), 0)
    expect([mailbox.bytes(), mailbox.bytes('x'), mailbox.bytes('y'), mailbox.bytes('z')]).toEqual([
      8, 6, 2, 0,
    ])
    mailbox.remove(topic, message('aaaa').id, 0)
    expect([mailbox.bytes(), mailbox.bytes('x'), mailbox.count()]).toEqual([4, 2, 2])
  })

  it('computes ids as the clients do', () => {
    // sha256 hex, as @walletconnect/utils' hashMessage.
    expect(message('hello').id).toBe(
      '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    )
    expect(subscriptionId('t', 'c')).toBe(
      relayMessage({ topic, message: 'tc', tag: 0, ttl: 1, publisher: '', origin: '' }, 0).id,
    )
  })
})

describe('relay config', () => {
  it('accepts any projectId by default and reads limits and lists from the environment', () => {
    expect(loadConfig({}).relay).toMatchObject({
      projectIds: [],
      publicUrls: [],
      maxMessageBytes: 131_072,
      heartbeatMs: 20_000,
    })
    expect(
      loadConfig({
        LATCH_RELAY_PROJECT_IDS: 'a, b',
        LATCH_RELAY_URL: 'wss://relay.example.com/relay',
        LATCH_RELAY_PUBLISHES_PER_S: '5',
      }).relay,
    ).toMatchObject({
      projectIds: ['a', 'b'],
      publicUrls: ['wss://relay.example.com/relay'],
      publishesPerSecond: 5,
    })
    expect(() => loadConfig({ LATCH_RELAY_URL: 'http://x' })).toThrow(/LATCH_RELAY_URL/)
  })
})
