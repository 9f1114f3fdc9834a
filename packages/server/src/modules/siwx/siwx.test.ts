import { createPrivateKey } from 'node:crypto'
import { join } from 'node:path'
import {
  type CompiledContracts,
  compileContracts,
  dataDir,
  testAccount,
} from '@latch/devstack/chain'
import { secp256k1 } from '@noble/curves/secp256k1'
import fc from 'fast-check'
import { createLocalJWKSet, decodeProtectedHeader, type JWK, jwtVerify } from 'jose'
import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  type Hex,
  hexToBigInt,
  keccak256,
  numberToHex,
  parseSignature,
  recoverMessageAddress,
  serializeSignature,
  toHex,
} from 'viem'
import { generatePrivateKey, type LocalAccount, privateKeyToAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../../scripts/test/startPostgres'
import { openKey } from '../../platform/crypto/keyEnvelope'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { projectStore } from '../projects/store'
import { siwxStore } from './store'
import { mutation, signatureLike } from './testing/siwxArbitraries'
import {
  appOrigin,
  siweMessage,
  siwxRequests,
  testKek,
  type VerifyAnswer,
} from './testing/siwxTestKit'

const testChain = useTestChain()
const kek = testKek()
const owner = testAccount(2)
const stranger = privateKeyToAccount(generatePrivateKey())
const fuzzer = testAccount(5)
const RUNS = 200

describe.each(testDatabases)('sign in with the wallet on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let api: ReturnType<typeof siwxRequests>
  let compiled: CompiledContracts
  /** Every response body of the suite: none may hold the private key or the KEK. */
  const bodies: string[] = []

  beforeAll(async () => {
    db = await create()
    // A second chain whose node is down: an on-chain check there is a 503, not a crash.
    const downPort = await freePort()
    t = await startTestApp(db, testChain, {
      config: (config) => ({
        ...config,
        chains: [
          ...config.chains,
          { caipNetworkId: 'eip155:31338', chainId: 31338, rpcUrl: `http://127.0.0.1:${downPort}` },
        ],
        keks: kek.keks,
        siwx: { ...config.siwx, noncesPerMinute: 10_000 },
      }),
    })
    await t.app.ready()
    compiled = await compileContracts(join(dataDir, 'contracts-cache'))
    const inject: Parameters<typeof siwxRequests>[0] = async (options) => {
      const response = await t.app.inject(options)
      bodies.push(response.body)
      return response
    }
    api = siwxRequests(inject)
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  async function signIn(
    account: { address: Address } = owner,
    fields: Partial<Parameters<typeof siweMessage>[0]> = {},
    sign: Pick<LocalAccount, 'signMessage'> = owner,
  ) {
    const { nonce } = await api.nonce()
    const message = siweMessage({ address: account.address, nonce, ...fields })
    const signature = await sign.signMessage({ message })
    return { message, signature, response: await api.verify({ message, signature }) }
  }

  async function jwks() {
    const response = await api.jwks()
    expect(response.statusCode).toBe(200)
    return response.json() as { keys: JWK[] }
  }

  const reason = (response: { json(): unknown }) =>
    (response.json() as { reasons: Array<{ name: string; description: string }> }).reasons[0]

  it('hands out single-use nonces: 128 random bits, alphanumeric, 5 minutes to live', async () => {
    const before = Date.now()
    const [a, b] = [await api.nonce(), await api.nonce()]
    expect(a.nonce).toMatch(/^[a-zA-Z0-9]{32}$/)
    expect(a.nonce).not.toBe(b.nonce)
    const expires = Date.parse(a.expiresAt)
    expect(expires).toBeGreaterThanOrEqual(before + 5 * 60_000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 5 * 60_000)
  })

  it('signs in an EOA: a session in the database and a token an app verifies offline with the JWKS', async () => {
    const before = Date.now()
    const { message, signature, response } = await signIn()
    expect(response.statusCode).toBe(200)
    const { token, session } = response.json() as VerifyAnswer
    const caipAddress = `eip155:31337:${owner.address}`
    expect(session).toEqual({
      id: expect.any(String),
      accountAddress: owner.address,
      chainId: 'eip155:31337',
      caipAddress,
      domain: 'localhost:5173',
      uri: `${appOrigin}/`,
      issuedAt: expect.any(String),
      expiresAt: expect.any(String),
      message,
      signature,
    })
    const lifetime = Date.parse(session.expiresAt) - Date.parse(session.issuedAt)
    expect(lifetime).toBe(7 * 24 * 3600_000)
    expect(Date.parse(session.issuedAt)).toBeGreaterThanOrEqual(before)

    const { keys } = await jwks()
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
      expect(key.kid).toEqual(expect.any(String))
      expect(key).not.toHaveProperty('d')
    }
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet({ keys }), {
      issuer: t.config.publicUrl,
      audience: 'latch-demo',
      algorithms: ['ES256'],
    })
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: keys.at(-1)?.kid })
    expect(payload).toEqual({
      iss: t.config.publicUrl,
      aud: 'latch-demo',
      sub: caipAddress,
      sid: session.id,
      iat: Math.floor(Date.parse(session.issuedAt) / 1000),
      exp: Math.floor(Date.parse(session.expiresAt) / 1000),
      address: owner.address,
      chainId: 'eip155:31337',
    })

    const current = await api.session(token)
    expect(current.statusCode).toBe(200)
    expect(current.json()).toEqual({ session })
    expect(current.headers['cache-control']).toBe('no-store')
  })

  it('publishes the JWKS at /.well-known/jwks.json and /v1/siwx/jwks, cacheable for 5 minutes', async () => {
    const root = await api.jwks()
    expect(root.headers['cache-control']).toBe('public, max-age=300')
    const v1 = await t.app.inject({
      url: '/v1/siwx/jwks?projectId=latch-demo',
      headers: { origin: appOrigin },
    })
    expect(v1.statusCode).toBe(200)
    expect(v1.headers['cache-control']).toBe('public, max-age=300')
    expect(v1.json()).toEqual(root.json())
  })

  it('keeps the session across its token, until revoked; revoking is idempotent', async () => {
    const { token } = (await signIn()).response.json() as VerifyAnswer
    expect((await api.session(token)).statusCode).toBe(200)
    const revoked = await api.revoke(token)
    expect(revoked.statusCode).toBe(204)
    expect(revoked.body).toBe('')
    const after = await api.session(token)
    expect(after.statusCode).toBe(401)
    expect(reason(after)?.description).toMatch(/revoked/)
    expect((await api.revoke(token)).statusCode).toBe(204)
    // A client that labels its empty body as JSON is not refused for it.
    const labelled = await t.app.inject({
      method: 'POST',
      url: '/v1/siwx/revoke?projectId=latch-demo',
      headers: {
        origin: appOrigin,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
    })
    expect(labelled.statusCode).toBe(204)
  })

  it('lets the app send its token as Authorization from the browser (CORS preflight)', async () => {
    for (const path of ['/v1/siwx/session', '/v1/siwx/revoke']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: `${path}?projectId=latch-demo`,
        headers: {
          origin: appOrigin,
          'access-control-request-method': path.endsWith('revoke') ? 'POST' : 'GET',
          'access-control-request-headers': 'authorization',
        },
      })
      expect(preflight.statusCode).toBe(204)
      expect(preflight.headers['access-control-allow-origin']).toBe(appOrigin)
      expect(preflight.headers['access-control-allow-headers']).toBe('authorization, content-type')
    }
    // Another origin is still refused, and is not allowed the header.
    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/siwx/session?projectId=latch-demo',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['access-control-allow-headers']).not.toMatch(/authorization/)
  })

  it('refuses a session request without a token, or for another project', async () => {
    const { token } = (await signIn()).response.json() as VerifyAnswer
    const none = await api.session()
    expect(none.statusCode).toBe(401)
    expect(reason(none)?.description).toMatch(/No session token/)
    const tiny = siwxRequests((options) => t.app.inject(options), 'tiny', 'https://a.example.com')
    const other = await tiny.session(token)
    expect(other.statusCode).toBe(401)
    expect(reason(other)?.description).toMatch(/not for this project/)
  })

  it('rejects a tampered token: the API answers 401 and jose refuses it with the JWKS', async () => {
    const { token } = (await signIn()).response.json() as VerifyAnswer
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const otherSub = Buffer.from(
      JSON.stringify({ ...claims, sub: `eip155:31337:${stranger.address}` }),
    ).toString('base64url')
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    const { keys } = await jwks()
    for (const tampered of [
      `${header}.${otherSub}.${signature}`,
      `${header}.${payload}.${flipped}`,
    ]) {
      const response = await api.session(tampered)
      expect(response.statusCode).toBe(401)
      expect(reason(response)?.description).toMatch(/not valid/)
      await expect(jwtVerify(tampered, createLocalJWKSet({ keys }))).rejects.toThrow()
    }
    // The untouched token still holds: the refusals were about the changes.
    expect((await api.session(token)).statusCode).toBe(200)
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
    const racing = siweMessage({ address: owner.address, nonce })
    const racingSignature = await owner.signMessage({ message: racing })
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.verify({ message: racing, signature: racingSignature })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 400, 400, 400, 400, 400,
    ])
  })

  it('rejects a nonce this server did not issue, or issued for another project', async () => {
    const unknown = siweMessage({
      address: owner.address,
      nonce: 'abcdef0123456789abcdef0123456789',
    })
    const response = await api.verify({
      message: unknown,
      signature: await owner.signMessage({ message: unknown }),
    })
    expect(response.statusCode).toBe(400)
    expect(reason(response)?.description).toMatch(/not issued by this server for this project/)

    const tiny = siwxRequests((options) => t.app.inject(options), 'tiny', 'https://a.example.com')
    const { nonce } = await tiny.nonce()
    const message = siweMessage({ address: owner.address, nonce })
    const other = await api.verify({ message, signature: await owner.signMessage({ message }) })
    expect(other.statusCode).toBe(400)
    expect(reason(other)?.description).toMatch(/not issued by this server for this project/)
  })

  it('rejects an expired message, one issued long ago or in the future, one not valid yet', async () => {
    const now = Date.now()
    const cases: Array<[Partial<Parameters<typeof siweMessage>[0]>, RegExp]> = [
      [{ expirationTime: new Date(now - 2 * 60_000) }, /has expired/],
      [{ issuedAt: new Date(now - 6 * 60_000) }, /more than 5 minutes ago/],
      [{ issuedAt: new Date(now + 5 * 60_000) }, /in the future/],
      [{ notBefore: new Date(now + 5 * 60_000) }, /not valid yet/],
    ]
    for (const [fields, description] of cases) {
      const { response } = await signIn(owner, fields)
      expect(response.statusCode).toBe(400)
      expect(reason(response)).toEqual({
        name: 'Invalid Message',
        description: expect.stringMatching(description),
      })
    }
    // Within the skew, and ending the session at the message's expiration time when that is earlier.
    const expirationTime = new Date(now + 60 * 60_000)
    const { response } = await signIn(owner, { expirationTime, issuedAt: new Date(now + 30_000) })
    expect(response.statusCode).toBe(200)
    expect((response.json() as VerifyAnswer).session.expiresAt).toBe(expirationTime.toISOString())
  })

  it('rejects a message for another domain, another URI, an unserved chain or another namespace', async () => {
    const cases: Array<[Partial<Parameters<typeof siweMessage>[0]>, RegExp]> = [
      [
        { domain: 'evil.example.com', uri: 'https://evil.example.com/' },
        /domain evil\.example\.com is not/,
      ],
      [{ uri: 'https://evil.example.com/' }, /URI is not/],
      [{ domain: 'localhost:5174' }, /domain localhost:5174 is not/],
      [{ scheme: 'https' }, /domain localhost:5173 is not/],
      [{ chainId: 1 }, /chain eip155:1 is not supported/],
    ]
    for (const [fields, description] of cases) {
      const { response } = await signIn(owner, fields)
      expect(response.statusCode, JSON.stringify(fields)).toBe(400)
      expect(reason(response)?.description).toMatch(description)
    }
    const { nonce } = await api.nonce()
    // Solana and Bitcoin sign in (behaviour.md §12.3, solanaSiwx.test.ts, bitcoinSiwx.test.ts); Cosmos does not.
    const cosmos = [
      'localhost:5173 wants you to sign in with your Cosmos account:',
      'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
      '',
      `URI: ${appOrigin}/`,
      'Version: 1',
      'Chain ID: cosmoshub-4',
      `Nonce: ${nonce}`,
      `Issued At: ${new Date().toISOString()}`,
    ].join('\n')
    const response = await api.verify({ message: cosmos, signature: '3xsd' })
    expect(response.statusCode).toBe(400)
    expect(reason(response)).toEqual({
      name: 'Unsupported chain namespace',
      description:
        'Unsupported chain namespace: cosmos (sign-in supports eip155, solana and bip122)',
    })
  })

  it("rejects a message one of the project's pages hands in for another of its pages", async () => {
    await projectStore(db).upsert({
      id: 'two-pages',
      name: 'Two pages',
      allowedOrigins: ['https://a.example.com', 'https://b.example.com'],
      requestsPerMinute: 600,
    })
    const fromA = siwxRequests(
      (options) => t.app.inject(options),
      'two-pages',
      'https://a.example.com',
    )
    const { nonce } = await fromA.nonce()
    const message = siweMessage({
      address: owner.address,
      nonce,
      domain: 'b.example.com',
      uri: 'https://b.example.com/',
    })
    const response = await fromA.verify({
      message,
      signature: await owner.signMessage({ message }),
    })
    expect(response.statusCode).toBe(400)
    expect(reason(response)?.description).toBe(
      'The domain b.example.com is not the site that sent this request (https://a.example.com)',
    )
  })

  it('rejects a signature by another key, and that attempt spends the nonce', async () => {
    const { message, response } = await signIn(owner, {}, stranger)
    expect(response.statusCode).toBe(401)
    expect(reason(response)).toEqual({
      name: 'Invalid Signature',
      description: 'The signature is not by the message’s address',
    })
    const honest = await api.verify({ message, signature: await owner.signMessage({ message }) })
    expect(honest.statusCode).toBe(400)
    expect(reason(honest)?.description).toMatch(/already used/)
  })

  it('rejects the high-s twin of a valid signature (EIP-2), though it recovers the same address', async () => {
    const { nonce } = await api.nonce()
    const message = siweMessage({ address: owner.address, nonce })
    const { r, s, yParity } = parseSignature(await owner.signMessage({ message }))
    const twin = serializeSignature({
      r,
      s: numberToHex(secp256k1.CURVE.n - hexToBigInt(s), { size: 32 }),
      yParity: 1 - (yParity ?? 0),
    })
    expect(await recoverMessageAddress({ message, signature: twin })).toBe(owner.address)
    const response = await api.verify({ message, signature: twin })
    expect(response.statusCode).toBe(401)
    expect(reason(response)).toEqual({
      name: 'Invalid Signature',
      description: 'The signature is not by the message’s address',
    })
  })

  it('accepts an ERC-1271 contract wallet signed for by its owner', async () => {
    const wallet = t.wallet(2)
    const hash = await wallet.deployContract({
      abi: compiled.TestErc1271Wallet.abi,
      bytecode: compiled.TestErc1271Wallet.bytecode,
      args: [owner.address],
    })
    const { contractAddress } = await wallet.waitForTransactionReceipt({
      hash,
      pollingInterval: 20,
    })
    const contract = getAddress(contractAddress as Address)
    const contractAccount = { address: contract }
    const { response } = await signIn(contractAccount, {}, owner)
    expect(response.statusCode, response.body).toBe(200)
    const { session } = response.json() as VerifyAnswer
    expect(session.caipAddress).toBe(`eip155:31337:${contract}`)
    // The contract decides: a stranger's signature for it is refused.
    const refused = await signIn(contractAccount, {}, stranger)
    expect(refused.response.statusCode).toBe(401)
  })

  it('accepts an ERC-6492 signature of a wallet not deployed yet', async () => {
    const wallet = t.wallet(3)
    const hash = await wallet.deployContract({
      abi: compiled.TestErc1271WalletFactory.abi,
      bytecode: compiled.TestErc1271WalletFactory.bytecode,
    })
    const { contractAddress } = await wallet.waitForTransactionReceipt({
      hash,
      pollingInterval: 20,
    })
    const factory = getAddress(contractAddress as Address)
    const salt = keccak256(toHex('siwx-6492'))
    const counterfactual = getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt,
      bytecode: encodeDeployData({
        abi: compiled.TestErc1271Wallet.abi,
        bytecode: compiled.TestErc1271Wallet.bytecode,
        args: [owner.address],
      }),
    })
    expect(await wallet.getCode({ address: counterfactual })).toBeUndefined()
    const factoryData = encodeFunctionData({
      abi: compiled.TestErc1271WalletFactory.abi,
      functionName: 'deploy',
      args: [owner.address, salt],
    })
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({ address: factory, data: factoryData, signature })

    const { nonce } = await api.nonce()
    const message = siweMessage({ address: counterfactual, nonce })
    const response = await api.verify({
      message,
      signature: wrap(await owner.signMessage({ message })),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((response.json() as VerifyAnswer).session.accountAddress).toBe(counterfactual)
    // Verified through a simulated deployment: nothing was deployed.
    expect(await wallet.getCode({ address: counterfactual })).toBeUndefined()

    const other = await api.nonce()
    const forged = siweMessage({ address: counterfactual, nonce: other.nonce })
    const refused = await api.verify({
      message: forged,
      signature: wrap(await stranger.signMessage({ message: forged })),
    })
    expect(refused.statusCode).toBe(401)
  })

  it('answers 503 when the chain that must check a contract signature does not answer', async () => {
    const { response } = await signIn(owner, { chainId: 31338 }, stranger)
    expect(response.statusCode).toBe(503)
    expect(reason(response)).toEqual({
      name: 'Chain Unavailable',
      description: expect.stringMatching(/eip155:31338 did not answer/),
    })
    // An EOA's signature needs no node.
    const eoa = await signIn(owner, { chainId: 31338 })
    expect(eoa.response.statusCode).toBe(200)
  })

  it('refuses bodies that are not a message and a signature', async () => {
    const post = (payload: string, type = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/v1/siwx/verify?projectId=latch-demo',
        headers: { origin: appOrigin, 'content-type': type },
        payload,
      })
    for (const payload of [
      '{}',
      '[]',
      'null',
      '"text"',
      '{"message":1,"signature":"0x"}',
      '{"message":"x"}',
      '',
      '{"__proto__":{"x":1},"message":"m","signature":"0x"}',
    ]) {
      const response = await post(payload)
      expect(response.statusCode, payload).toBe(400)
    }
    const long = await post(
      JSON.stringify({ message: 'a'.repeat(8 * 1024 + 1), signature: '0x00' }),
    )
    expect(long.statusCode).toBe(400)
    expect(reason(long)?.description).toMatch(/8 KB/)
  })

  // Property-based: mutations of valid signed messages, signature-like strings, wrong shapes and content types.
  it('always answers verify with a 4xx and a reason, never a 5xx (fuzzed)', async () => {
    const valid: Array<{ message: string; signature: string }> = []
    for (let i = 0; i < 8; i++) {
      const { nonce } = await api.nonce()
      const message = siweMessage({ address: fuzzer.address, nonce })
      valid.push({ message, signature: await fuzzer.signMessage({ message }) })
    }
    const body = fc.integer({ min: 0, max: 7 }).chain((index) => {
      const { message, signature } = valid[index] as { message: string; signature: string }
      return fc.oneof(
        // A mutated message with its signature, or a valid message with another signature.
        fc.record({ message: mutation(message), signature: fc.constant(signature) }),
        fc.record({ message: fc.constant(message), signature: signatureLike }),
        fc.record({ message: mutation(message), signature: signatureLike }),
        // Bodies of the wrong shape.
        fc.record(
          { message: fc.anything(), signature: fc.anything(), projectId: fc.anything() },
          { requiredKeys: [] },
        ),
        fc.anything(),
      )
    })

    const raw = fc.oneof(
      {
        arbitrary: body.map((value) => ({
          payload: JSON.stringify(value) ?? 'null',
          type: 'application/json',
        })),
        weight: 8,
      },
      fc.string({ maxLength: 300 }).map((payload) => ({ payload, type: 'application/json' })),
      fc.record({
        payload: fc.string({ maxLength: 100 }),
        type: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ),
      }),
    )
    let answered200 = 0
    await fc.assert(
      fc.asyncProperty(raw, async ({ payload, type }) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/v1/siwx/verify?projectId=latch-demo',
          headers: { origin: appOrigin, 'content-type': type },
          payload,
        })
        if (response.statusCode === 200) {
          // Only an untouched valid pair signs in (a mutation that changed nothing).
          const sent = JSON.parse(payload) as { message: string; signature: string }
          expect(valid).toContainEqual({ message: sent.message, signature: sent.signature })
          answered200++
          return
        }
        expect(
          response.statusCode,
          `${response.statusCode} ${response.body} for ${payload}`,
        ).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, `${response.body} for ${payload}`).toBeLessThan(500)
        const reasons = (response.json() as { reasons?: Array<{ description?: unknown }> }).reasons
        expect(reasons?.[0]?.description).toEqual(expect.stringMatching(/./))
      }),
      { numRuns: RUNS },
    )
    expect(answered200).toBeLessThanOrEqual(valid.length)
  }, 60_000)

  it('never answers with the private key or the KEK', async () => {
    const keys = await siwxStore(db).signingKeys()
    expect(keys.length).toBeGreaterThan(0)
    const secrets = [kek.text.split(':')[1] as string]
    for (const key of keys) {
      const der = openKey(key.envelope, kek.keks, {
        userId: `siwx-signing-key:${key.kid}`,
        namespace: 'siwx',
      })
      const jwk = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).export({
        format: 'jwk',
      })
      secrets.push(jwk.d as string, der.toString('base64'), der.toString('hex'))
      // What the table holds is ciphertext: the public JWK has no private part.
      expect(JSON.parse(key.publicJwk)).not.toHaveProperty('d')
    }
    expect(bodies.length).toBeGreaterThan(20)
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret)
    expect(decodeProtectedHeader((await signIn()).response.json<VerifyAnswer>().token).kid).toBe(
      keys.at(-1)?.kid,
    )
  })
})
