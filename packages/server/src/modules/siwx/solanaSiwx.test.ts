import { solanaNamespace } from '@latch/core/adapter'
import { formatCaip122Message } from '@latch/core/siwx'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
} from '@solana/kit'
import fc from 'fast-check'
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { mutation, signatureLike } from './testing/siwxArbitraries'
import { appOrigin, siwxRequests, testKek, type VerifyAnswer } from './testing/siwxTestKit'

// Sign-In With Solana (behaviour.md §12.3): the dev stack's local network, which the test server serves from
// LATCH_CHAINS' default (no node is needed: the signature is checked offline).
const network = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const testChain = useTestChain()
const kek = testKek()
const RUNS = 200

type Fields = Partial<Parameters<typeof formatCaip122Message>[0]>

/** A Solana test key as a wallet: its address, and `solana:signMessage`'s signature in base58 (@latch/solana). */
async function solanaWallet(index: number) {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestKey(index).privateKey)
  return {
    address: signer.address as string,
    async signMessage(text: string) {
      const [signatures] = await signer.signMessages([
        { content: new TextEncoder().encode(text), signatures: {} },
      ])
      const signature = signatures?.[signer.address]
      if (!signature) throw new Error('not signed')
      return getBase58Decoder().decode(signature)
    },
  }
}
type SolanaWallet = Awaited<ReturnType<typeof solanaWallet>>

/** The message core's `createLatchSiwx` writes for the demo and a Solana account; override any field. */
const siwsMessage = (fields: { accountAddress: string; nonce: string } & Fields) =>
  formatCaip122Message(
    {
      chainId: network,
      domain: 'localhost:5173',
      uri: appOrigin,
      version: '1',
      statement: 'Sign in to Latch demo',
      issuedAt: new Date().toISOString(),
      ...fields,
    },
    solanaNamespace.caip122Name,
  )

describe.each(testDatabases)('Sign-In With Solana on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let api: ReturnType<typeof siwxRequests>
  let owner: SolanaWallet
  let stranger: SolanaWallet

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain, {
      config: (config) => ({
        ...config,
        keks: kek.keks,
        siwx: { ...config.siwx, noncesPerMinute: 10_000 },
      }),
    })
    await t.app.ready()
    api = siwxRequests((options) => t.app.inject(options))
    owner = await solanaWallet(1)
    stranger = await solanaWallet(2)
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  async function signIn(fields: Fields = {}, wallet: SolanaWallet = owner, signer = wallet) {
    const { nonce } = await api.nonce()
    const message = siwsMessage({ accountAddress: wallet.address, nonce, ...fields })
    const signature = await signer.signMessage(message)
    return { message, signature, response: await api.verify({ message, signature }) }
  }

  const reason = (response: { json(): unknown }) =>
    (response.json() as { reasons: Array<{ name: string; description: string }> }).reasons[0]

  it('signs in test key #1: a session for the CAIP-10 Solana account and a token the JWKS verifies', async () => {
    expect(owner.address).toBe('AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD')
    const { message, signature, response } = await signIn()
    expect(response.statusCode, response.body).toBe(200)
    const { token, session } = response.json() as VerifyAnswer
    const caipAddress = `${network}:${owner.address}`
    expect(session).toEqual({
      id: expect.any(String),
      accountAddress: owner.address,
      chainId: network,
      caipAddress,
      domain: 'localhost:5173',
      uri: appOrigin,
      issuedAt: expect.any(String),
      expiresAt: expect.any(String),
      message,
      signature,
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)

    const { keys } = (await api.jwks()).json() as { keys: JWK[] }
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys }), {
      issuer: t.config.publicUrl,
      audience: 'latch-demo',
      algorithms: ['ES256'],
    })
    expect(payload).toEqual({
      iss: t.config.publicUrl,
      aud: 'latch-demo',
      sub: caipAddress,
      sid: session.id,
      iat: Math.floor(Date.parse(session.issuedAt) / 1000),
      exp: Math.floor(Date.parse(session.expiresAt) / 1000),
      address: owner.address,
      chainId: network,
    })
    const current = await api.session(token)
    expect(current.statusCode).toBe(200)
    expect(current.json()).toEqual({ session })

    // Revoked like any session.
    expect((await api.revoke(token)).statusCode).toBe(204)
    expect((await api.session(token)).statusCode).toBe(401)
  })

  it('signs in with every optional field, ending the session at the message’s expiration time', async () => {
    const expirationTime = new Date(Date.now() + 3600_000).toISOString()
    const { response } = await signIn({
      expirationTime,
      notBefore: new Date(Date.now() - 1000).toISOString(),
      requestId: 'req-1',
      resources: ['https://localhost:5173/terms'],
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((response.json() as VerifyAnswer).session.expiresAt).toBe(expirationTime)
  })

  it('rejects a replayed nonce, even when the two uses race', async () => {
    const { message, signature, response } = await signIn()
    expect(response.statusCode).toBe(200)
    const replay = await api.verify({ message, signature })
    expect(replay.statusCode).toBe(400)
    expect(reason(replay)).toEqual({
      name: 'Invalid Nonce',
      description: 'The nonce was already used: ask for a new one',
    })
    const { nonce } = await api.nonce()
    const racing = siwsMessage({ accountAddress: owner.address, nonce })
    const racingSignature = await owner.signMessage(racing)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.verify({ message: racing, signature: racingSignature })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 400, 400, 400, 400, 400,
    ])
  })

  it('rejects another domain, another URI, a network the server does not serve, and a nonce it did not issue', async () => {
    const cases: Array<[Fields, RegExp]> = [
      [
        { domain: 'evil.example.com', uri: 'https://evil.example.com' },
        /domain evil\.example\.com is not/,
      ],
      [{ uri: 'https://evil.example.com/' }, /URI is not/],
      [{ domain: 'localhost:5174' }, /domain localhost:5174 is not/],
      [{ chainId: mainnet }, /chain solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not supported/],
    ]
    for (const [fields, description] of cases) {
      const { response } = await signIn(fields)
      expect(response.statusCode, JSON.stringify(fields)).toBe(400)
      expect(reason(response)).toEqual({
        name: 'Invalid Message',
        description: expect.stringMatching(description),
      })
    }
    const unknown = siwsMessage({
      accountAddress: owner.address,
      nonce: 'abcdef0123456789abcdef0123456789',
    })
    const response = await api.verify({
      message: unknown,
      signature: await owner.signMessage(unknown),
    })
    expect(response.statusCode).toBe(400)
    expect(reason(response)?.description).toMatch(/not issued by this server for this project/)
  })

  it('rejects an expired message, one issued long ago or in the future, one not valid yet', async () => {
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
    const cases: Array<[Fields, RegExp]> = [
      [{ expirationTime: at(-2 * 60_000) }, /has expired/],
      [{ issuedAt: at(-6 * 60_000) }, /more than 5 minutes ago/],
      [{ issuedAt: at(5 * 60_000) }, /in the future/],
      [{ notBefore: at(5 * 60_000) }, /not valid yet/],
    ]
    for (const [fields, description] of cases) {
      const { response } = await signIn(fields)
      expect(response.statusCode).toBe(400)
      expect(reason(response)).toEqual({
        name: 'Invalid Message',
        description: expect.stringMatching(description),
      })
    }
  })

  it('rejects a signature by another key, and that attempt spends the nonce', async () => {
    const { message, response } = await signIn({}, owner, stranger)
    expect(response.statusCode).toBe(401)
    expect(reason(response)).toEqual({
      name: 'Invalid Signature',
      description: 'The signature is not by the message’s address',
    })
    const honest = await api.verify({ message, signature: await owner.signMessage(message) })
    expect(honest.statusCode).toBe(400)
    expect(reason(honest)?.description).toMatch(/already used/)
  })

  it('rejects a tampered text: a changed statement fails the signature, a changed shape the message', async () => {
    const { nonce } = await api.nonce()
    const message = siwsMessage({ accountAddress: owner.address, nonce })
    const signature = await owner.signMessage(message)
    const reworded = message.replace('Sign in to Latch demo', 'Sign in to Latch demo and pay')
    const changed = await api.verify({ message: reworded, signature })
    expect(changed.statusCode).toBe(401)
    expect(reason(changed)?.name).toBe('Invalid Signature')
    // The nonce went with that attempt; a fresh one for the malformed cases, which never reach it.
    const other = await api.nonce()
    const fresh = siwsMessage({ accountAddress: owner.address, nonce: other.nonce })
    const freshSignature = await owner.signMessage(fresh)
    for (const [tampered, description] of [
      [`${fresh}\nExtra: line`, /line CAIP-122 does not have/],
      // CRLF line ends: the first line no longer reads as a sign-in message at all.
      [fresh.replaceAll('\n', '\r\n'), /not a sign-in message/],
      [fresh.replace('Sign in', 'Sign\u0000 in'), /control/],
      [fresh.replace('Sign in', '\u202eSign in'), /bidirectional/],
      [`https://${fresh}`, /authority/],
    ] as const) {
      const response = await api.verify({ message: tampered, signature: freshSignature })
      expect(response.statusCode, tampered).toBe(400)
      expect(reason(response)).toEqual({
        name: 'Invalid Message',
        description: expect.stringMatching(description),
      })
    }
    // Untouched, it still signs in: the refusals spent nothing.
    expect((await api.verify({ message: fresh, signature: freshSignature })).statusCode).toBe(200)
  })

  it('rejects an EVM-looking address, an EVM chain id or a hex signature in a Solana message', async () => {
    const { nonce } = await api.nonce()
    const evm = siwsMessage({ accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', nonce })
    const response = await api.verify({ message: evm, signature: await owner.signMessage(evm) })
    expect(response.statusCode).toBe(400)
    expect(reason(response)).toEqual({
      name: 'Invalid Message',
      description: 'The message names no Solana address (32 bytes in base58)',
    })
    const chain = siwsMessage({ accountAddress: owner.address, nonce }).replace(
      `Chain ID: ${network.slice(7)}`,
      'Chain ID: 31337',
    )
    const chainResponse = await api.verify({
      message: chain,
      signature: await owner.signMessage(chain),
    })
    expect(chainResponse.statusCode).toBe(400)
    expect(reason(chainResponse)?.description).toMatch(/not a Solana network/)

    // The right signature, written as hex (what an EVM wallet answers) instead of base58.
    const other = siwsMessage({ accountAddress: owner.address, nonce: (await api.nonce()).nonce })
    const bytes = getBase58Encoder().encode(await owner.signMessage(other))
    const hex = await api.verify({
      message: other,
      signature: `0x${Buffer.from(bytes).toString('hex')}`,
    })
    expect(hex.statusCode).toBe(401)
    expect(reason(hex)?.name).toBe('Invalid Signature')
  })

  it('rejects the identity key’s signature that would hold for any message', async () => {
    const identity = new Uint8Array(32)
    identity[0] = 1
    const forged = new Uint8Array(64)
    forged[0] = 1
    const base58 = getBase58Decoder()
    const address = base58.decode(identity)
    const { nonce } = await api.nonce()
    const message = siwsMessage({ accountAddress: address, nonce })
    const response = await api.verify({ message, signature: base58.decode(forged) })
    expect(response.statusCode).toBe(401)
    expect(reason(response)?.name).toBe('Invalid Signature')
  })

  it('always answers verify with a 4xx and a reason, never a 5xx (fuzzed)', async () => {
    const fuzzer = await solanaWallet(5)
    const valid: Array<{ message: string; signature: string }> = []
    for (let i = 0; i < 8; i++) {
      const { nonce } = await api.nonce()
      const message = siwsMessage({ accountAddress: fuzzer.address, nonce })
      valid.push({ message, signature: await fuzzer.signMessage(message) })
    }
    const base58Like = fc.oneof(
      fc.uint8Array({ maxLength: 80 }).map((bytes) => getBase58Decoder().decode(bytes)),
      fc
        .uint8Array({ minLength: 64, maxLength: 64 })
        .map((bytes) => getBase58Decoder().decode(bytes)),
      fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{0,100}$/),
    )
    const body = fc.integer({ min: 0, max: 7 }).chain((index) => {
      const { message, signature } = valid[index] as { message: string; signature: string }
      const flipped = fc.nat({ max: signature.length - 1 }).map((i) => {
        const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
        const next = alphabet[(alphabet.indexOf(signature[i] as string) + 1) % alphabet.length]
        return `${signature.slice(0, i)}${next}${signature.slice(i + 1)}`
      })
      return fc.oneof(
        fc.record({ message: mutation(message), signature: fc.constant(signature) }),
        fc.record({
          message: fc.constant(message),
          signature: fc.oneof(signatureLike, base58Like, flipped),
        }),
        fc.record({ message: mutation(message), signature: base58Like }),
        fc.record(
          { message: fc.anything(), signature: fc.anything(), projectId: fc.anything() },
          { requiredKeys: [] },
        ),
      )
    })
    let answered200 = 0
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const payload = JSON.stringify(value) ?? 'null'
        const response = await t.app.inject({
          method: 'POST',
          url: '/v1/siwx/verify?projectId=latch-demo',
          headers: { origin: appOrigin, 'content-type': 'application/json' },
          payload,
        })
        if (response.statusCode === 200) {
          expect(valid).toContainEqual(value)
          answered200++
          return
        }
        expect(response.statusCode, `${response.body} for ${payload}`).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, `${response.body} for ${payload}`).toBeLessThan(500)
        const reasons = (response.json() as { reasons?: Array<{ description?: unknown }> }).reasons
        expect(reasons?.[0]?.description).toEqual(expect.stringMatching(/./))
      }),
      { numRuns: RUNS },
    )
    expect(answered200).toBeLessThanOrEqual(valid.length)
  }, 60_000)
})
