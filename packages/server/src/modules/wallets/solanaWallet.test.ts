import { randomBytes } from 'node:crypto'
import {
  type SolanaChain,
  solanaLocalCaipNetworkId,
  solanaTestKey,
  startSolanaChain,
} from '@latch/devstack/solana'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getSignatureFromTransaction,
  getTransactionDecoder,
  isAddress,
  lamports,
  partiallySignTransaction,
  pipe,
  type Rpc,
  type SignatureBytes,
  type SolanaRpcApi,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signature as toSignature,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateKek } from '../../platform/crypto/kekList'
import type { Database } from '../../platform/db/Database'
import { authOf } from '../../testing/authOf'
import { q, startTestApp, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { rotateKeks } from './rotateKeks'
import { keksOf } from './testing/walletStorages'

const network = solanaLocalCaipNetworkId
/** Mainnet's id: a Solana network this server does not serve. */
const unserved = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** Served, from a node that is not there. */
const down = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'

const k1 = generateKek('k1')

type Answer = { status: number; reasons: Array<{ name: string; description: string }> }

describe.each(testDatabases)('the embedded wallet’s Solana account on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let chain: SolanaChain
  let rpc: Rpc<SolanaRpcApi>
  /** Every response body of the suite but the export's: none may hold key material. */
  const bodies: string[] = []

  beforeAll(async () => {
    db = await create()
    // A fresh chain per suite: one database's transfers are not the other's.
    chain = await startSolanaChain({ port: 0 })
    rpc = createSolanaRpc(chain.rpcUrl)
    t = await startTestApp(db, undefined, {
      config: (config) => ({
        ...config,
        keks: keksOf(k1),
        solana: {
          ...config.solana,
          chains: [
            { caipNetworkId: network, rpcUrl: chain.rpcUrl },
            { caipNetworkId: down, rpcUrl: 'http://127.0.0.1:9' },
          ],
        },
      }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await chain?.close()
    await db?.close()
  })

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

  const sign = (token: string, method: string, params: unknown, chainId: unknown = network) =>
    post('/sign', token, { method, params, chainId })

  async function solanaAccount(token: string) {
    const response = await post('/account', token, { namespace: 'solana' })
    expect(response.statusCode).toBe(200)
    return (response.json() as { address: string }).address
  }

  async function refusal(response: { statusCode: number; json(): unknown }, status = 400) {
    expect(response.statusCode).toBe(status)
    return (response.json() as Answer).reasons[0]?.description
  }

  /** A System transfer of `from`'s lamports (fee paid by `feePayer`, `from` unless told), unsigned. */
  async function transfer(from: string, to: string, amount: bigint, feePayer = from) {
    const { value: latest } = await rpc.getLatestBlockhash().send()
    return compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(feePayer), m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: createNoopSigner(address(from)),
                destination: address(to),
                amount: lamports(amount),
              }),
            ],
            m,
          ),
      ),
    )
  }

  async function airdrop(to: string, sol = 2n) {
    await rpc.requestAirdrop(address(to), lamports(sol * 1_000_000_000n)).send()
  }

  const balance = async (of: string) => (await rpc.getBalance(address(of)).send()).value

  async function verifies(signer: string, signature: string, data: Uint8Array) {
    return verifySignature(
      await getPublicKeyFromAddress(address(signer)),
      new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes,
      data,
    )
  }

  it('creates the ed25519 key on first use: a base58 address, the same on every call, not the EVM one', async () => {
    const user = await signIn()
    const response = await post('/account', user.token, { namespace: 'solana' })
    expect(response.statusCode).toBe(200)
    const { address: solana } = response.json() as { address: string }
    expect(isAddress(solana)).toBe(true)
    expect(response.json()).toEqual({
      address: solana,
      accounts: [{ address: solana, type: 'eoa' }],
    })
    expect(await solanaAccount(user.token)).toBe(solana)

    // EVM's account is another key, with or without `namespace: 'eip155'`, and unchanged by Solana's.
    const evm = (await post('/account', user.token)).json() as { address: string }
    expect(evm.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect((await post('/account', user.token, { namespace: 'eip155' })).json()).toEqual({
      address: evm.address,
      accounts: [{ address: evm.address, type: 'eoa' }],
    })
    expect(await solanaAccount(user.token)).toBe(solana)

    const rows = await db.query<{ namespace: string; curve: string; public_key: Uint8Array }>(
      'select namespace, curve, public_key from wallet_keys where user_id = $1 order by namespace',
      [user.userId],
    )
    expect(rows.map((row) => [row.namespace, row.curve])).toEqual([
      ['eip155', 'secp256k1'],
      ['solana', 'ed25519'],
    ])
    expect(getBase58Decoder().decode(rows[1]?.public_key ?? new Uint8Array())).toBe(solana)

    expect(await solanaAccount((await signIn()).token)).not.toBe(solana)
    const unknown = await post('/account', user.token, { namespace: 'bip122' })
    expect(await refusal(unknown)).toMatch(/^namespace: /)
  })

  it('creates one key when the first requests race', async () => {
    const user = await signIn()
    const addresses = await Promise.all(Array.from({ length: 8 }, () => solanaAccount(user.token)))
    expect(new Set(addresses).size).toBe(1)
    const rows = await db.query(
      "select address from wallet_keys where user_id = $1 and namespace = 'solana'",
      [user.userId],
    )
    expect(rows).toEqual([{ address: addresses[0] }])
  })

  it('solana_signMessage: a signature that verifies with kit; another pubkey, a transaction message: 400', async () => {
    const { token } = await signIn()
    const pubkey = await solanaAccount(token)
    const text = new TextEncoder().encode('Sign in to Latch')
    const response = await sign(token, 'solana_signMessage', {
      message: getBase58Decoder().decode(text),
      pubkey,
    })
    expect(response.statusCode).toBe(200)
    const { signature } = (response.json() as { result: { signature: string } }).result
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    expect(await verifies(pubkey, signature, text)).toBe(true)
    expect(await verifies(pubkey, signature, new TextEncoder().encode('Sign in to Latch!'))).toBe(
      false,
    )

    const other = solanaTestKey(1).address
    expect(
      await refusal(
        await sign(token, 'solana_signMessage', { message: '2NEpo7TZRRrLZSi2U', pubkey: other }),
      ),
    ).toBe("params.pubkey: not this user's address")

    // A transaction's message, offered as a message: signing it would sign the transaction.
    const { messageBytes } = await transfer(pubkey, solanaTestKey(2).address, 1n)
    expect(
      await refusal(
        await sign(token, 'solana_signMessage', {
          message: getBase58Decoder().decode(messageBytes),
          pubkey,
        }),
      ),
    ).toBe('params.message: is a transaction message (ask for solana_signTransaction)')
  })

  it('solana_signTransaction: the user’s slot filled, a signature that verifies, a transaction that lands', async () => {
    const { token } = await signIn()
    const user = await solanaAccount(token)
    await airdrop(user)
    const friend = (await generateKeyPairSigner()).address
    const unsigned = await transfer(user, friend, 5_000_000n)
    const response = await sign(token, 'solana_signTransaction', {
      transaction: getBase64EncodedWireTransaction(unsigned),
    })
    expect(response.statusCode).toBe(200)
    const { signature, transaction } = (
      response.json() as { result: { signature: string; transaction: string } }
    ).result
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
    expect(signed.messageBytes).toEqual(unsigned.messageBytes)
    expect(getBase58Decoder().decode(signed.signatures[address(user)] ?? new Uint8Array())).toBe(
      signature,
    )
    expect(await verifies(user, signature, new Uint8Array(signed.messageBytes))).toBe(true)

    // Not sent by the wallet: the app sends it, and the chain takes it.
    await rpc.sendTransaction(transaction as never, { encoding: 'base64' }).send()
    expect(await balance(friend)).toBe(5_000_000n)
    const status = await rpc.getSignatureStatuses([toSignature(signature)]).send()
    expect(status.value[0]?.err).toBeNull()
  })

  it('solana_signTransaction keeps a co-signer’s signature (another fee payer)', async () => {
    const { token } = await signIn()
    const user = await solanaAccount(token)
    await airdrop(user)
    const payer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestKey(0).privateKey)
    const friend = (await generateKeyPairSigner()).address
    const coSigned = await partiallySignTransaction(
      [payer.keyPair],
      await transfer(user, friend, 7_000_000n, payer.address),
    )
    const response = await sign(token, 'solana_signTransaction', {
      transaction: getBase64EncodedWireTransaction(coSigned),
    })
    expect(response.statusCode).toBe(200)
    const { transaction, signature } = (
      response.json() as { result: { signature: string; transaction: string } }
    ).result
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
    expect(signed.signatures[payer.address]).toEqual(coSigned.signatures[payer.address])
    await rpc.sendTransaction(transaction as never, { encoding: 'base64' }).send()
    expect(await balance(friend)).toBe(7_000_000n)
    // The transaction's id is the fee payer's signature, not the user's.
    expect(getSignatureFromTransaction(signed as never)).not.toBe(signature)
  })

  it('solana_signAndSendTransaction: moves SOL on the chain and answers the transaction’s signature', async () => {
    const { token } = await signIn()
    const user = await solanaAccount(token)
    await airdrop(user)
    const friend = (await generateKeyPairSigner()).address
    const before = await balance(user)
    const response = await sign(token, 'solana_signAndSendTransaction', {
      transaction: getBase64EncodedWireTransaction(await transfer(user, friend, 250_000_000n)),
      sendOptions: { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 0 },
    })
    expect(response.statusCode).toBe(200)
    const { signature } = (response.json() as { result: { signature: string } }).result
    expect(await balance(friend)).toBe(250_000_000n)
    expect(await balance(user)).toBeLessThan(before - 250_000_000n)
    const sent = await rpc
      .getTransaction(toSignature(signature), {
        maxSupportedTransactionVersion: 0,
        encoding: 'json',
      })
      .send()
    expect(sent?.transaction.message.accountKeys[0]).toBe(user)
    expect(sent?.meta?.err).toBeNull()
  })

  it('solana_signAndSendTransaction: the preflight’s refusal is 400, a node that does not answer 502', async () => {
    const { token } = await signIn()
    const user = await solanaAccount(token)
    const friend = (await generateKeyPairSigner()).address
    // Unfunded: the node's simulation refuses it.
    const refused = await sign(token, 'solana_signAndSendTransaction', {
      transaction: getBase64EncodedWireTransaction(await transfer(user, friend, 1_000n)),
    })
    expect(await refusal(refused)).toMatch(/^Transaction refused: Transaction simulation failed: /)
    expect(await balance(friend)).toBe(0n)

    const nobody = await sign(
      token,
      'solana_signAndSendTransaction',
      { transaction: getBase64EncodedWireTransaction(await transfer(user, friend, 1_000n)) },
      down,
    )
    expect(nobody.json()).toEqual({
      status: 502,
      reasons: [{ name: 'Server Error', description: 'The chain did not answer' }],
    })
  })

  it('refuses a transaction that does not need the user, and another user’s session for this address', async () => {
    const alice = await signIn()
    const bob = await signIn()
    const aliceAddress = await solanaAccount(alice.token)
    await solanaAccount(bob.token)
    await airdrop(aliceAddress)
    const friend = (await generateKeyPairSigner()).address
    const notMine = getBase64EncodedWireTransaction(
      await transfer(solanaTestKey(1).address, friend, 1_000n),
    )
    for (const method of ['solana_signTransaction', 'solana_signAndSendTransaction'])
      expect(await refusal(await sign(alice.token, method, { transaction: notMine }))).toBe(
        "params.transaction: does not ask for this user's signature",
      )

    const alices = getBase64EncodedWireTransaction(await transfer(aliceAddress, friend, 1_000n))
    for (const method of ['solana_signTransaction', 'solana_signAndSendTransaction'])
      expect(await refusal(await sign(bob.token, method, { transaction: alices }))).toBe(
        "params.transaction: does not ask for this user's signature",
      )
    expect(
      await refusal(
        await sign(bob.token, 'solana_signMessage', {
          message: '2NEpo7TZRRrLZSi2U',
          pubkey: aliceAddress,
        }),
      ),
    ).toBe("params.pubkey: not this user's address")
    expect(await balance(friend)).toBe(0n)
  })

  it('refuses an unserved or malformed Solana chain, and any other method on a Solana chain (403)', async () => {
    const { token } = await signIn()
    const pubkey = await solanaAccount(token)
    const params = { message: '2NEpo7TZRRrLZSi2U', pubkey }
    expect(await refusal(await sign(token, 'solana_signMessage', params, unserved))).toBe(
      `chainId: ${unserved} is not served here`,
    )
    expect(await refusal(await sign(token, 'solana_signMessage', params, 'solana:devnet'))).toBe(
      'chainId: must be solana: and the first 32 base58 characters of the genesis hash',
    )
    for (const method of [
      'personal_sign',
      'eth_sendTransaction',
      'solana_signAllTransactions',
      'solana_getAccounts',
      'solana_signIn',
    ]) {
      const response = await sign(token, method, params)
      expect(response.json()).toEqual({
        status: 403,
        reasons: [{ name: 'Action not allowed', description: 'Requested RPC call is not allowed' }],
      })
    }
  })

  it('malformed params: 400 naming the field; a fuzz never answers 5xx', async () => {
    const { token } = await signIn()
    const pubkey = await solanaAccount(token)
    const cases: Array<[string, unknown, string]> = [
      ['solana_signMessage', { message: '0OIl', pubkey }, 'params.message: must be base58'],
      ['solana_signMessage', { message: 'abc' }, 'params.pubkey: '],
      ['solana_signMessage', ['abc', pubkey], 'params: '],
      ['solana_signTransaction', {}, 'params.transaction: '],
      ['solana_signTransaction', { transaction: 'AAA' }, 'params.transaction: '],
      ['solana_signTransaction', { transaction: 'AAAA' }, 'params.transaction: not a Solana'],
      ['solana_signTransaction', { transaction: 'A'.repeat(2000) }, 'params.transaction: Too big'],
      [
        'solana_signAndSendTransaction',
        { transaction: 'AAAA', sendOptions: { maxRetries: -1 } },
        'params.sendOptions.maxRetries: ',
      ],
      [
        'solana_signAndSendTransaction',
        { transaction: 'AAAA', sendOptions: { preflightCommitment: 'soon' } },
        'params.sendOptions.preflightCommitment: ',
      ],
    ]
    for (const [method, params, start] of cases) {
      const description = await refusal(await sign(token, method, params))
      expect(
        description?.startsWith(start),
        `${method} ${JSON.stringify(params)}: ${description}`,
      ).toBe(true)
    }

    const method = fc.constantFrom(
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    )
    const base58 = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{0,80}$/)
    const base64 = fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => Buffer.from(bytes).toString('base64'))
    const params = fc.oneof(
      fc.anything(),
      fc.record(
        {
          message: fc.oneof(base58, fc.anything()),
          pubkey: fc.oneof(fc.constant(pubkey), base58, fc.anything()),
          transaction: fc.oneof(base64, fc.string(), fc.anything()),
          sendOptions: fc.oneof(
            fc.anything(),
            fc.record(
              {
                skipPreflight: fc.anything(),
                preflightCommitment: fc.anything(),
                maxRetries: fc.anything(),
                minContextSlot: fc.anything(),
              },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    )
    const chainId = fc.oneof(
      fc.constant(network),
      fc.constant(unserved),
      fc.string({ maxLength: 70 }).map((rest) => `solana:${rest}`),
    )
    await fc.assert(
      fc.asyncProperty(method, params, chainId, async (m, p, c) => {
        const response = await sign(token, m, p, c)
        expect(response.statusCode, response.body).toBeLessThan(500)
        // A well-formed message for this user's pubkey is signed: fine, the rest is the caller's 4xx.
        if (response.statusCode === 200)
          expect(response.json()).toEqual({ result: { signature: expect.any(String) } })
        else expect((response.json() as Answer).reasons[0]?.description).toEqual(expect.any(String))
      }),
      { numRuns: 150 },
    )
  })

  it('exports, after the e-mailed code, a 64-byte secret whose public half is the address; no other answer held it', async () => {
    const user = await signIn()
    const solana = await solanaAccount(user.token)
    const evm = (await post('/account', user.token)).json() as { address: string }
    expect((await post('/export/start', user.token)).json()).toEqual({ sent: true })
    const wrong = await post('/export', user.token, { otp: '000000', namespace: 'solana' })
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400)
    const inbox = await t.app.inject({
      url: `/dev/inbox.json?to=${encodeURIComponent(user.email)}`,
    })
    const [mail] = (inbox.json() as { messages: Array<{ text: string }> }).messages
    const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
    const response = await post('/export', user.token, { otp, namespace: 'solana' })
    expect(response.statusCode).toBe(200)
    const { privateKey } = response.json() as { privateKey: string }
    const secret = new Uint8Array(getBase58Encoder().encode(privateKey))
    expect(secret).toHaveLength(64)
    expect(getBase58Decoder().decode(secret.slice(32))).toBe(solana)
    // kit takes it as a key pair (it checks the halves belong together), Phantom's import format.
    const keys = await createKeyPairFromBytes(secret)
    expect(await getAddressFromPublicKey(keys.publicKey)).toBe(solana as Address)
    // Single use.
    expect(
      (await post('/export', user.token, { otp, namespace: 'solana' })).statusCode,
    ).toBeGreaterThanOrEqual(400)

    // The table holds the seed only as ciphertext; no other answer of this suite held it.
    const seed = Buffer.from(secret.slice(0, 32))
    const rows = await db.query<Record<string, unknown>>('select * from wallet_keys')
    for (const row of rows)
      for (const value of Object.values(row)) {
        const bytes = value instanceof Uint8Array ? Buffer.from(value) : Buffer.from(String(value))
        expect(bytes.includes(seed)).toBe(false)
      }
    for (const body of bodies) {
      expect(body).not.toContain(privateKey)
      expect(body).not.toContain(getBase58Decoder().decode(seed))
      expect(body.toLowerCase()).not.toContain(seed.toString('hex'))
      expect(body).not.toContain(seed.toString('base64'))
    }
    expect(evm.address).not.toBe(solana)
  })

  it('KEK rotation re-wraps the Solana key: under the new KEK alone it is the same account and signs', async () => {
    const { token } = await signIn()
    const pubkey = await solanaAccount(token)
    const k2 = generateKek('k2')
    const { rewrapped } = await rotateKeks(db, keksOf(`${k2},${k1}`))
    expect(rewrapped).toBeGreaterThan(0)
    const rotated = await startTestApp(db, undefined, {
      // The suite's configuration (its Solana networks) with k2 alone.
      config: () => ({ ...t.config, keks: keksOf(k2) }),
    })
    try {
      const ask = (payload: object, path = '/sign') =>
        rotated.app.inject({
          method: 'POST',
          url: `/v1/wallets${path}?${q}`,
          headers: { origin: rotated.config.secureSiteOrigin, authorization: `Bearer ${token}` },
          payload,
        })
      expect((await ask({ namespace: 'solana' }, '/account')).json()).toMatchObject({
        address: pubkey,
      })
      const message = new TextEncoder().encode('after rotation')
      const response = await ask({
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(message), pubkey },
        chainId: network,
      })
      expect(response.statusCode).toBe(200)
      const { signature } = (response.json() as { result: { signature: string } }).result
      expect(await verifies(pubkey, signature, message)).toBe(true)
    } finally {
      await rotated.close()
    }
  })

  it('binds the Solana key to its user: a row copied to another user does not sign for them', async () => {
    const alice = await signIn()
    const mallory = await signIn()
    await solanaAccount(alice.token)
    const malloryAddress = await solanaAccount(mallory.token)
    await db.query(
      `update wallet_keys set ciphertext = a.ciphertext, iv = a.iv, auth_tag = a.auth_tag
       from wallet_keys a where a.user_id = $1 and a.namespace = 'solana'
       and wallet_keys.user_id = $2 and wallet_keys.namespace = 'solana'`,
      [alice.userId, mallory.userId],
    )
    const response = await sign(mallory.token, 'solana_signMessage', {
      message: '2NEpo7TZRRrLZSi2U',
      pubkey: malloryAddress,
    })
    expect(await refusal(response, 503)).toBe('The embedded wallet is not available on this server')
  })
})
