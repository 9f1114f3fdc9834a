import { randomBytes } from 'node:crypto'
import { testAccount } from '@latch/devstack/chain'
import {
  encodeFunctionData,
  erc20Abi,
  type Hex,
  parseEther,
  recoverTransactionAddress,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateKek, type Kek, parseKekList } from '../../platform/crypto/kekList'
import type { Database } from '../../platform/db/Database'
import { authOf } from '../../testing/authOf'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const testChain = useTestChain()

function keks(...entries: string[]): Kek[] {
  const parsed = parseKekList(entries.join(','))
  if (!('keks' in parsed)) throw new Error(parsed.problem)
  return parsed.keks
}

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'from', type: 'string' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Latch test', chainId: 31337 },
  message: { from: 'Alice', contents: 'Hello, Bob' },
} as const

describe.each(testDatabases)('wallets on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  /** Every response body of the suite but the export's: none may hold a private key. */
  const bodies: string[] = []

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain, {
      config: (config) => ({ ...config, keks: keks(generateKek('k1')) }),
    })
    await t.app.ready()
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  /** A new signed-in user (a social identity, as modules/social signs in): its session token and id. */
  async function signIn() {
    const subject = randomBytes(8).toString('hex')
    const { token, user } = await authOf(t.app).signInWithIdentity({
      provider: 'test',
      subject,
      email: `${subject}@example.com`,
      deviceId: randomBytes(12).toString('hex'),
      projectId: 'latch-demo',
    })
    return { token, userId: user.id, email: `${subject}@example.com` }
  }

  async function post(path: string, token: string | undefined, payload: object = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/wallets${path}?${q}`,
      headers: {
        origin: t.config.secureSiteOrigin,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    })
    if (path !== '/export') bodies.push(response.body)
    return response
  }

  const sign = (token: string, method: string, params: unknown, chainId: unknown = 31337) =>
    post('/sign', token, { method, params, chainId })

  async function account(token: string) {
    const response = await post('/account', token)
    expect(response.statusCode).toBe(200)
    return (response.json() as { address: Hex }).address
  }

  async function fund(address: Hex, ether = '1') {
    const wallet = t.wallet(7)
    const hash = await wallet.sendTransaction({ to: address, value: parseEther(ether) })
    await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }

  async function exportKey(user: { token: string; email: string }): Promise<Hex> {
    expect((await post('/export/start', user.token)).json()).toEqual({ sent: true })
    const inbox = await t.app.inject({
      url: `/dev/inbox.json?to=${encodeURIComponent(user.email)}`,
    })
    const [mail] = (inbox.json() as { messages: Array<{ text: string }> }).messages
    const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
    const response = await post('/export', user.token, { otp })
    expect(response.statusCode).toBe(200)
    return (response.json() as { privateKey: Hex }).privateKey
  }

  it('gives a user one address, the same on every call, another for another user', async () => {
    const alice = await signIn()
    const response = await post('/account', alice.token)
    expect(response.statusCode).toBe(200)
    const { address } = response.json() as { address: Hex }
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(response.json()).toEqual({ address, accounts: [{ address, type: 'eoa' }] })
    expect(await account(alice.token)).toBe(address)
    expect(await account((await signIn()).token)).not.toBe(address)
  })

  it('creates one key when the first requests race', async () => {
    const user = await signIn()
    const addresses = await Promise.all(Array.from({ length: 8 }, () => account(user.token)))
    expect(new Set(addresses).size).toBe(1)
    const rows = await db.query('select address from wallet_keys where user_id = $1', [user.userId])
    expect(rows).toEqual([{ address: addresses[0] }])
  })

  it('needs a session, and the secure site as caller', async () => {
    const none = await post('/account', undefined)
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({
      status: 401,
      reasons: [{ description: expect.any(String) }],
    })
    const { token } = await signIn()
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/v1/wallets/account?${q}`,
      headers: { origin: 'http://localhost:5173', authorization: `Bearer ${token}` },
      payload: {},
    })
    expect(elsewhere.statusCode).toBe(403)
  })

  it('personal_sign: a signature that verifies against the address, for text and hex messages', async () => {
    const { token } = await signIn()
    const address = await account(token)
    const text = await sign(token, 'personal_sign', ['Sign in to Latch', address], undefined)
    expect(text.statusCode).toBe(200)
    const signature = (text.json() as { result: Hex }).result
    expect(await verifyMessage({ address, message: 'Sign in to Latch', signature })).toBe(true)

    const raw = toHex('raw bytes \u0001')
    const hex = (await sign(token, 'personal_sign', [raw, address.toLowerCase()])).json() as {
      result: Hex
    }
    expect(await verifyMessage({ address, message: { raw }, signature: hex.result })).toBe(true)

    const other = await sign(token, 'personal_sign', ['x', testAccount(1).address])
    expect(other.statusCode).toBe(400)
    expect(other.json()).toEqual({
      status: 400,
      reasons: [{ name: 'Bad Request', description: "params.1: not this user's address" }],
    })
  })

  it('eth_signTypedData_v4: verifies, from a JSON string or an object; malformed typed data is a 400', async () => {
    const { token } = await signIn()
    const address = await account(token)
    for (const data of [JSON.stringify(typedData), typedData]) {
      const response = await sign(token, 'eth_signTypedData_v4', [address, data])
      expect(response.statusCode).toBe(200)
      const { EIP712Domain: _, ...types } = typedData.types
      expect(
        await verifyTypedData({
          address,
          domain: typedData.domain,
          types,
          primaryType: 'Mail',
          message: typedData.message,
          signature: (response.json() as { result: Hex }).result,
        }),
      ).toBe(true)
    }
    const broken = await sign(token, 'eth_signTypedData_v4', [address, '{"types":'])
    expect(broken.json()).toEqual({
      status: 400,
      reasons: [{ name: 'Bad Request', description: 'params.1: typed data is not valid JSON' }],
    })
    const wrongChain = await sign(token, 'eth_signTypedData_v4', [address, typedData], 1)
    expect(wrongChain.statusCode).toBe(400)
    const noType = await sign(token, 'eth_signTypedData_v4', [
      address,
      { ...typedData, primaryType: 'Missing' },
    ])
    expect(noType.statusCode).toBe(400)
  })

  it('eth_sendTransaction: fills nonce, gas and fees, signs, broadcasts; the chain mines it', async () => {
    const { token } = await signIn()
    const address = await account(token)
    await fund(address)
    const to = testAccount(8).address
    const before = await t.wallet(0).getBalance({ address: to })
    const response = await sign(token, 'eth_sendTransaction', [
      { from: address, to, value: toHex(parseEther('0.25')) },
    ])
    expect(response.statusCode).toBe(200)
    const hash = (response.json() as { result: Hex }).result
    const receipt = await t.wallet(0).waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await t.wallet(0).getBalance({ address: to })).toBe(before + parseEther('0.25'))
    const tx = await t.wallet(0).getTransaction({ hash })
    expect(tx.nonce).toBe(0)
    expect(
      await recoverTransactionAddress({
        serializedTransaction: await t.wallet(0).request({
          method: 'eth_getRawTransactionByHash' as never,
          params: [hash] as never,
        }),
      }),
    ).toBe(address)

    // Two at once take consecutive nonces.
    const both = await Promise.all([
      sign(token, 'eth_sendTransaction', [{ to, value: '0x1' }], '0x7a69'),
      sign(token, 'eth_sendTransaction', [{ to, value: '0x2' }], 'eip155:31337'),
    ])
    const nonces = await Promise.all(
      both.map(async (r) => {
        expect(r.statusCode).toBe(200)
        return (await t.wallet(0).getTransaction({ hash: (r.json() as { result: Hex }).result }))
          .nonce
      }),
    )
    expect(nonces.sort()).toEqual([1, 2])
  })

  it('eth_sendTransaction refuses another from, an unserved chain, a chain mismatch, no funds', async () => {
    const { token } = await signIn()
    const address = await account(token)
    const to = testAccount(8).address
    const refusal = async (params: unknown, chainId: unknown = 31337) => {
      const response = await sign(token, 'eth_sendTransaction', params, chainId)
      expect(response.statusCode).toBe(400)
      return (response.json() as { reasons: Array<{ description: string }> }).reasons[0]
        ?.description
    }
    expect(await refusal([{ from: testAccount(1).address, to, value: '0x1' }])).toBe(
      "from: not this user's address",
    )
    expect(await refusal([{ to, value: '0x1' }], 1)).toBe('chainId: eip155:1 is not served here')
    expect(await refusal([{ to: to.replace(/[a-f]/, (c) => c.toUpperCase()), value: '0x1' }])).toBe(
      'params.0.to: has a wrong EIP-55 checksum (a mistyped letter?)',
    )
    expect(await refusal([{ to, value: '0x1', chainId: '0x1' }])).toMatch(/^chainId: /)
    expect(await refusal([{ from: address, to, value: toHex(parseEther('5')) }])).toMatch(
      /^Transaction refused: .*insufficient funds/i,
    )
  })

  it('wallet_sendCalls: sends each call in order, and wallet_getCallsStatus reports them', async () => {
    const { token } = await signIn()
    const address = await account(token)
    await fund(address)
    const [first, second] = [testAccount(8).address, testAccount(9).address]
    const before = await Promise.all(
      [first, second].map((a) => t.wallet(0).getBalance({ address: a })),
    )
    const response = await sign(token, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: address,
        atomicRequired: false,
        calls: [
          { to: first, value: toHex(1000n) },
          { to: second, value: toHex(2000n), data: '0x' },
          {
            to: t.contracts.lusd,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [first, 5n] }),
          },
        ],
      },
    ])
    expect(response.statusCode).toBe(200)
    const { id } = (response.json() as { result: { id: Hex } }).result
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)

    let status: { status: number; receipts: Array<{ status: Hex; transactionHash: Hex }> }
    for (;;) {
      const answer = await sign(token, 'wallet_getCallsStatus', [id])
      expect(answer.statusCode).toBe(200)
      status = (answer.json() as { result: typeof status }).result
      if (status.status !== 100) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      atomic: false,
      status: 200,
    })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1', '0x1'])
    expect(
      await t.wallet(0).readContract({
        address: t.contracts.lusd,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, first],
      }),
    ).toBe(5n)
    const [a, b] = await Promise.all(
      status.receipts.map((r) => t.wallet(0).getTransaction({ hash: r.transactionHash })),
    )
    expect([a?.to, b?.to]).toEqual([first.toLowerCase(), second.toLowerCase()])
    expect(b && a && b.nonce - a.nonce).toBe(1)
    expect(
      await Promise.all([first, second].map((addr) => t.wallet(0).getBalance({ address: addr }))),
    ).toEqual([(before[0] ?? 0n) + 1000n, (before[1] ?? 0n) + 2000n])

    // Another user does not see the batch.
    const other = await signIn()
    expect((await sign(other.token, 'wallet_getCallsStatus', [id])).statusCode).toBe(404)
  })

  it('wallet_sendCalls: core’s rule on the calls, no atomic batches, a stopped batch reports 400', async () => {
    const { token } = await signIn()
    const address = await account(token)
    const bad = await sign(token, 'wallet_sendCalls', [{ calls: [{ to: 'abc' }] }])
    expect(bad.json()).toEqual({
      status: 400,
      reasons: [{ name: 'Bad Request', description: 'Call 0: the target must start with 0x' }],
    })
    const atomic = await sign(token, 'wallet_sendCalls', [
      { atomicRequired: true, calls: [{ to: testAccount(8).address }] },
    ])
    expect(atomic.statusCode).toBe(400)

    // Unfunded: the first call cannot be sent, the batch stops there.
    const unfunded = await sign(token, 'wallet_sendCalls', [
      { from: address, calls: [{ to: testAccount(8).address, value: toHex(parseEther('1')) }] },
    ])
    const { id } = (unfunded.json() as { result: { id: Hex } }).result
    let code = 100
    while (code === 100) {
      code = (
        (await sign(token, 'wallet_getCallsStatus', [id])).json() as {
          result: { status: number }
        }
      ).result.status
    }
    expect(code).toBe(400)
  })

  it('refuses any other method with the text of behaviour.md §6', async () => {
    const { token } = await signIn()
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_call',
      'wallet_grantPermissions',
    ]) {
      const response = await sign(token, method, [])
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({
        status: 403,
        reasons: [{ name: 'Action not allowed', description: 'Requested RPC call is not allowed' }],
      })
    }
  })

  it('exports the private key only after the e-mailed code, and it is the address’s key', async () => {
    const user = await signIn()
    const address = await account(user.token)
    const wrong = await post('/export', user.token, { otp: '000000' })
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400)
    expect(wrong.body).not.toMatch(/0x[0-9a-f]{64}/)
    const privateKey = await exportKey(user)
    expect(privateKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(privateKeyToAccount(privateKey).address).toBe(address)
    // Single use: the same code again is refused.
    expect(
      (await post('/export', user.token, { otp: '000000' })).statusCode,
    ).toBeGreaterThanOrEqual(400)

    // The key table holds ciphertext only, in no encoding the key's bytes.
    const rows = await db.query('select * from wallet_keys')
    const dump = rows
      .map((row) =>
        Object.values(row)
          .map((value) =>
            value instanceof Uint8Array
              ? `${Buffer.from(value).toString('hex')} ${Buffer.from(value).toString('base64')}`
              : String(value),
          )
          .join(' '),
      )
      .join('\n')
      .toLowerCase()
    const bytes = privateKey.slice(2)
    expect(dump).toContain(address.slice(2).toLowerCase())
    expect(dump).not.toContain(bytes)
    expect(dump).not.toContain(Buffer.from(bytes, 'hex').toString('base64').toLowerCase())
    for (const row of rows)
      expect(Buffer.from(row.ciphertext as Uint8Array).includes(Buffer.from(bytes, 'hex'))).toBe(
        false,
      )

    // No other answer of this suite held it.
    for (const body of bodies) expect(body.toLowerCase()).not.toContain(bytes)
  })

  it('without a KEK (a dev server without LATCH_KEK) answers 503 and creates no key', async () => {
    const bare = await startTestApp(db, testChain, {
      config: (config) => ({ ...config, keks: [] }),
    })
    try {
      const user = await signIn()
      const response = await bare.app.inject({
        method: 'POST',
        url: `/v1/wallets/account?${q}`,
        headers: { origin: bare.config.secureSiteOrigin, authorization: `Bearer ${user.token}` },
        payload: {},
      })
      expect(response.json()).toEqual({
        status: 503,
        reasons: [
          {
            name: 'Server Error',
            description: 'The embedded wallet is not available on this server',
          },
        ],
      })
      expect(await db.query('select 1 from wallet_keys where user_id = $1', [user.userId])).toEqual(
        [],
      )
    } finally {
      await bare.close()
    }
  })

  it('binds a key to its user: a row copied to another user does not sign for them', async () => {
    const alice = await signIn()
    const mallory = await signIn()
    await account(alice.token)
    const malloryAddress = await account(mallory.token)
    await db.query(
      `update wallet_keys set ciphertext = a.ciphertext, iv = a.iv, auth_tag = a.auth_tag
       from wallet_keys a where a.user_id = $1 and wallet_keys.user_id = $2`,
      [alice.userId, mallory.userId],
    )
    const response = await sign(mallory.token, 'personal_sign', ['steal', malloryAddress])
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      status: 503,
      reasons: [
        {
          name: 'Server Error',
          description: 'The embedded wallet is not available on this server',
        },
      ],
    })
    const aliceAddress = await account(alice.token)
    const signed = await sign(alice.token, 'personal_sign', ['mine', aliceAddress])
    expect(signed.statusCode).toBe(200)
  })
})
