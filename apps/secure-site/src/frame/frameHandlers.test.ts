import { randomBytes } from 'node:crypto'
import {
  type OidcProvider,
  oidcTestUser,
  signInAtOidcProvider,
  startOidcProvider,
} from '@latch/devstack/oidc'
import {
  type SolanaChain,
  solanaLocalCaipNetworkId,
  startSolanaChain,
} from '@latch/devstack/solana'
import type { FrameHandlerContext, FrameHandlers } from '@latch/frame'
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  lamports,
  pipe,
  type Rpc,
  type Signature,
  type SignatureBytes,
  type SolanaRpcApi,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as solanaAddress,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSocialConfig } from '../../../../packages/server/src/modules/social/socialConfig'
import { socialStore } from '../../../../packages/server/src/modules/social/store'
import { generateKek, parseKekList } from '../../../../packages/server/src/platform/crypto/kekList'
import type { Database } from '../../../../packages/server/src/platform/db/Database'
import { authOf } from '../../../../packages/server/src/testing/authOf'
import {
  startTestApp,
  type TestApp,
  useTestChain,
} from '../../../../packages/server/src/testing/startTestApp'
import { testDatabases } from '../../../../packages/server/src/testing/testDatabases'
import { createApprovals } from '../approval/approvals'
import { callbackTexts, runSocialCallback } from '../callback/socialCallback'
import { createFrameHandlers, startEmailUpdateAgain } from './frameHandlers'
import { createLatchApi } from './latchApi'
import { createSessionStore } from './sessionStore'

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (beforeAll/afterAll), not a React hook
const testChain = useTestChain()

const secureSiteOrigin = 'http://127.0.0.1:8788'
const appOrigin = 'http://localhost:5173'
const bob = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const redirectUri = `${secureSiteOrigin}/social/callback`
const oidcClient = { clientId: 'latch-test', clientSecret: 'a-client-secret-for-the-tests-only' }

/** The dev OIDC provider, standing in for google as in the dev stack. */
let provider: OidcProvider
/** The dev stack's local Solana chain, which the server serves as Solana Local. */
let solanaChain: SolanaChain
let solanaRpc: Rpc<SolanaRpcApi>
beforeAll(async () => {
  ;[provider, solanaChain] = await Promise.all([
    startOidcProvider({ ...oidcClient, redirectUri }),
    startSolanaChain({ port: 0 }),
  ])
  solanaRpc = createSolanaRpc(solanaChain.rpcUrl)
})
afterAll(async () => {
  await provider?.stop()
  await solanaChain?.close()
})

/** What a browser at the secure site's origin sends: its Origin on every call (Node's fetch sends none). */
const fromSecureSite: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as object), origin: secureSiteOrigin } })

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

type Call = <Name extends keyof FrameHandlers>(
  name: Name,
  payload: Parameters<NonNullable<FrameHandlers[Name]>>[0],
  signal?: AbortSignal,
) => Promise<unknown>

describe.each(testDatabases)('the frame against the Latch server on $name', (database) => {
  let db: Database
  let t: TestApp
  let apiUrl: string

  beforeAll(async () => {
    db = await database.create()
    const parsed = parseKekList(generateKek('k1'))
    if (!('keks' in parsed)) throw new Error(parsed.problem)
    t = await startTestApp(db, testChain, {
      config: (config) => ({
        ...config,
        keks: parsed.keks,
        social: loadSocialConfig({
          OAUTH_GOOGLE_CLIENT_ID: oidcClient.clientId,
          OAUTH_GOOGLE_CLIENT_SECRET: oidcClient.clientSecret,
          OAUTH_GOOGLE_ISSUER: provider.issuer,
        }),
        solana: {
          ...config.solana,
          chains: [{ caipNetworkId: solanaLocalCaipNetworkId, rpcUrl: solanaChain.rpcUrl }],
        },
      }),
    })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    if (!address || typeof address === 'string') throw new Error('not listening')
    apiUrl = `http://127.0.0.1:${address.port}`
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  /** A fresh frame (its own storage) as the app would load it. */
  function frame() {
    const storage = memoryStorage()
    const session = createSessionStore(storage)
    let currentFetch = fromSecureSite
    const notices: Array<[string, unknown]> = []
    const approvals = createApprovals({
      onShow: () => notices.push(['SHOW_APPROVAL', undefined]),
      onHide: () => notices.push(['HIDE_APPROVAL', undefined]),
    })
    const handlers = createFrameHandlers({
      params: { projectId: 'latch-demo', appOrigin, apiUrl },
      api: createLatchApi({
        apiUrl,
        projectId: 'latch-demo',
        token: session.token,
        fetch: (input, init) => currentFetch(input, init),
      }),
      session,
      approvals,
      notify: ((name: string, payload: unknown) => notices.push([name, payload])) as never,
      onTheme: () => {},
      onDappData: () => {},
    })
    let nextId = 0
    const call: Call = async (name, payload, signal = new AbortController().signal) => {
      const handler = handlers[name] as (p: unknown, c: FrameHandlerContext) => unknown
      return handler(payload, { id: String(nextId++), signal })
    }
    const setFetch = (next: typeof fetch) => {
      currentFetch = next
    }
    return { storage, session, approvals, notices, call, setFetch }
  }

  async function codeFor(email: string) {
    const sink = authOf(t.app).mailer.sink
    for (let i = 0; i < 100; i++) {
      // The sink lists the newest first.
      const code = sink?.messages(email)[0]?.subject.match(/(\d{6})$/)?.[1]
      if (code) return code
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`no code mailed to ${email}`)
  }

  async function signedInFrame() {
    const f = frame()
    const email = `${randomBytes(6).toString('hex')}@example.com`
    expect(await f.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    await f.call('CONNECT_OTP', { otp: await codeFor(email) })
    const user = (await f.call('GET_USER', { chainId: 31337 })) as { address: Hex }
    return { ...f, email, address: user.address }
  }

  it('signs in by e-mail code and answers the user; the token stays in its own storage', async () => {
    const f = frame()
    expect(await f.call('IS_CONNECTED', undefined)).toEqual({ isConnected: false })
    const email = `${randomBytes(6).toString('hex')}@example.com`
    expect(await f.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    await expect(f.call('CONNECT_OTP', { otp: '000000' })).rejects.toThrow()
    expect(await f.call('CONNECT_OTP', { otp: await codeFor(email) })).toBeUndefined()
    expect(await f.call('IS_CONNECTED', undefined)).toEqual({ isConnected: true })

    const user = (await f.call('GET_USER', { chainId: 31337 })) as { address: string }
    expect(user).toEqual({
      email,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 31337,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    expect(f.storage.items.get('latch.session')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(f.storage.items.get('latch.device')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(user)).not.toContain(f.storage.items.get('latch.session'))
    expect(await f.call('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([user.address])
    expect(await f.call('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0x7a69')
    expect(await f.call('GET_CHAIN_ID', undefined)).toEqual({ chainId: 31337 })

    // Sign-out tells the server with the session it ends: answered 200, and the token is dead there too.
    const token = f.storage.items.get('latch.session')
    const statuses: number[] = []
    const watched: typeof fetch = async (input, init) => {
      const response = await fromSecureSite(input, init)
      if (String(input).includes('/v1/auth/sign-out')) statuses.push(response.status)
      return response
    }
    f.setFetch(watched)
    await f.call('SIGN_OUT', undefined)
    expect(statuses).toEqual([200])
    expect(f.storage.items.has('latch.session')).toBe(false)
    expect(await f.call('IS_CONNECTED', undefined)).toEqual({ isConnected: false })
    const old = createLatchApi({
      apiUrl,
      projectId: 'latch-demo',
      token: () => token,
      fetch: fromSecureSite,
    })
    await expect(old.post('/v1/auth/session')).rejects.toMatchObject({ status: 401 })
  })

  it('signs out everywhere: another device of the user is refused before any approval screen, and told', async () => {
    const a = await signedInFrame()
    // The same user on another device (a social login with the same verified e-mail).
    const other = await authOf(t.app).signInWithIdentity({
      provider: 'google',
      subject: `everywhere-${a.email}`,
      email: a.email,
      deviceId: randomBytes(32).toString('base64url'),
      projectId: 'latch-demo',
    })
    const b = frame()
    b.session.setToken(other.token)
    expect(await b.call('IS_CONNECTED', undefined)).toEqual({ isConnected: true })
    const address = ((await b.call('GET_USER', { chainId: 31337 })) as { address: Hex }).address
    expect(address).toBe(a.address)

    expect(await a.call('SIGN_OUT_EVERYWHERE', undefined)).toBeUndefined()
    expect(a.storage.items.has('latch.session')).toBe(false)
    expect(await a.call('IS_CONNECTED', undefined)).toEqual({ isConnected: false })

    await expect(
      b.call('RPC_REQUEST', { method: 'personal_sign', params: [stringToHex('hi'), address] }),
    ).rejects.toThrow('Session expired or signed out')
    expect(b.approvals.current()).toBeUndefined()
    expect(b.notices).toContainEqual(['SESSION_UPDATE', { status: 'expired' }])
    expect(b.notices).not.toContainEqual(['SHOW_APPROVAL', undefined])
    expect(b.storage.items.has('latch.session')).toBe(false)
  })

  it('signs a message only once the user approves it, with the signed-in key', async () => {
    const f = await signedInFrame()
    const message = 'Sign in to Latch demo'
    const signing = f.call('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex(message), f.address],
    })
    await expect.poll(() => f.approvals.current()).toBeDefined()
    const pending = f.approvals.current()
    expect(pending?.description.message).toEqual({ text: message, encoding: 'text' })
    expect(f.notices).toContainEqual(['SHOW_APPROVAL', undefined])
    f.approvals.answer(pending?.id ?? 0, true)
    const signature = (await signing) as Hex
    expect(await verifyMessage({ address: f.address, message, signature })).toBe(true)
    expect(f.notices.at(-1)).toEqual(['HIDE_APPROVAL', undefined])
  })

  it('signs typed data after approval', async () => {
    const f = await signedInFrame()
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Latch test', chainId: 31337 },
      message: { contents: 'Hello, Bob' },
    } as const
    const signing = f.call('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [f.address, JSON.stringify(typedData)],
    })
    await expect.poll(() => f.approvals.current()).toBeDefined()
    expect(f.approvals.current()?.description.rows).toContainEqual({
      label: 'contents',
      value: 'Hello, Bob',
    })
    f.approvals.answer(f.approvals.current()?.id ?? 0, true)
    const signature = (await signing) as Hex
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: f.address,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: typedData.message,
        signature,
      }),
    ).toBe(true)
  })

  it('sends a transaction the user approved, and it is mined', async () => {
    const f = await signedInFrame()
    await t.testClient.setBalance({ address: f.address, value: parseEther('10') })
    const sending = f.call('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: f.address, to: bob, value: `0x${parseEther('0.25').toString(16)}` }],
      chainId: 31337,
    })
    await expect.poll(() => f.approvals.current()).toBeDefined()
    expect(f.approvals.current()?.description.rows.slice(0, 3)).toMatchObject([
      { label: 'Amount', value: '0.25 ETH' },
      { label: 'To', value: bob },
      { label: 'Network', value: 'Latch Local' },
    ])
    f.approvals.answer(f.approvals.current()?.id ?? 0, true)
    const hash = (await sending) as Hex
    const receipt = await t.wallet(0).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(f.address.toLowerCase())
  })

  // behaviour.md §6.5: the screen reads the token through the RPC proxy and names it; a batch answers with its id.
  it('shows a batch in plain words, with the token it names, and sends it', async () => {
    const f = await signedInFrame()
    await t.testClient.setBalance({ address: f.address, value: parseEther('1') })
    const sending = f.call('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: f.address,
          calls: [
            {
              to: t.contracts.lusd,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'approve',
                args: [bob, 5_000_000n],
              }),
            },
            { to: bob, value: '0x1' },
          ],
        },
      ],
      chainId: 31337,
    })
    await expect.poll(() => f.approvals.current()).toBeDefined()
    expect(f.approvals.current()?.description.rows.slice(2, 4)).toMatchObject([
      { label: '1. Allow spending', value: `${getAddress(bob)} may spend 5 LUSD` },
      { label: '2. Send', value: `0.000000000000000001 ETH to ${bob}` },
    ])
    f.approvals.answer(f.approvals.current()?.id ?? 0, true)
    expect(await sending).toEqual({ id: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  })

  it('answers a rejection with 4001’s text, an abort by closing the approval, and refuses other methods', async () => {
    const f = await signedInFrame()
    const rejected = f.call('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['hello', f.address],
    })
    await expect.poll(() => f.approvals.current()).toBeDefined()
    f.approvals.answer(f.approvals.current()?.id ?? 0, false)
    await expect(rejected).rejects.toThrow('User rejected the request.')

    const controller = new AbortController()
    const aborted = f.call(
      'RPC_REQUEST',
      { method: 'personal_sign', params: ['hello', f.address] },
      controller.signal,
    )
    await expect.poll(() => f.approvals.current()).toBeDefined()
    controller.abort()
    await expect(aborted).rejects.toThrow('Request was aborted')
    expect(f.approvals.current()).toBeUndefined()
    expect(f.notices.at(-1)).toEqual(['HIDE_APPROVAL', undefined])

    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'wallet_grantPermissions',
      'anvil_setBalance',
    ])
      await expect(f.call('RPC_REQUEST', { method, params: [] }), method).rejects.toThrow(
        'Requested RPC call is not allowed',
      )
    await expect(
      f.call('RPC_REQUEST', { method: 'personal_sign', params: ['hello', bob] }),
    ).rejects.toThrow('another account')
    expect(f.approvals.current()).toBeUndefined()
  })

  it('forgets a session the server no longer knows and tells the app', async () => {
    const f = await signedInFrame()
    f.session.setToken('A'.repeat(43))
    await expect(f.call('GET_USER', {})).rejects.toThrow()
    expect(f.storage.items.has('latch.session')).toBe(false)
    expect(f.notices).toContainEqual(['SESSION_UPDATE', { status: 'expired' }])
  })

  it("the social callback posts the provider's answer to the app that started it, and closes", async () => {
    const state = randomBytes(32).toString('base64url')
    await socialStore(db).save({
      state,
      provider: 'google',
      codeVerifier: randomBytes(32).toString('base64url'),
      nonce: null,
      appOrigin,
      projectId: 'latch-demo',
      createdAt: Date.now(),
      expiresAt: Date.now() + 600_000,
    })
    const posted: Array<[unknown, string]> = []
    let closed = 0
    const run = (href: string, projectId: string | undefined = 'latch-demo') =>
      runSocialCallback({
        href,
        apiUrl,
        projectId,
        opener: { postMessage: (message, target) => void posted.push([message, target]) },
        fetch: fromSecureSite,
        close: () => void closed++,
        navigate: () => {
          throw new Error('a popup login never navigates')
        },
      })

    const href = `${secureSiteOrigin}/social/callback?state=${state}&code=the-code&iss=x`
    expect(await run(href)).toBeUndefined()
    expect(posted).toEqual([[{ type: 'latch/social-result', uri: href }, appOrigin]])
    expect(closed).toBe(1)

    const unknown = `${secureSiteOrigin}/social/callback?state=${'U'.repeat(43)}&code=x`
    expect(await run(unknown)).toBe(callbackTexts.unknownState)
    expect(await run(href, '')).toBe(callbackTexts.unknownState)
    expect(await run(`${secureSiteOrigin}/social/callback?error=access_denied`)).toBe(
      callbackTexts.unknownState,
    )
    expect(
      await runSocialCallback({
        href,
        apiUrl,
        projectId: 'latch-demo',
        opener: null,
        fetch: fromSecureSite,
        close: () => void closed++,
        navigate: () => {
          throw new Error('a popup login never navigates')
        },
      }),
    ).toBe(callbackTexts.noOpener)
    expect(posted).toHaveLength(1)
    expect(closed).toBe(1)
  })

  it('signs in with google: redirect URI, the provider, the callback page, CONNECT_SOCIAL', async () => {
    const f = frame()
    const { uri } = (await f.call('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })) as {
      uri: string
    }
    expect(uri.startsWith(`${provider.issuer}/`)).toBe(true)
    expect(new URL(uri).searchParams.get('redirect_uri')).toBe(redirectUri)
    const landed = await signInAtOidcProvider({ authorizationUrl: uri, redirectUri })
    if (landed.kind !== 'redirect')
      throw new Error(`the provider stopped on a page: ${landed.status}`)

    // The popup's page hands the URL to the app, which sends it back in CONNECT_SOCIAL.
    const posted: Array<[unknown, string]> = []
    await runSocialCallback({
      href: landed.url,
      apiUrl,
      projectId: 'latch-demo',
      opener: { postMessage: (message, target) => void posted.push([message, target]) },
      fetch: fromSecureSite,
      close: () => {},
      navigate: () => {},
    })
    expect(posted).toEqual([[{ type: 'latch/social-result', uri: landed.url }, appOrigin]])

    // What the app's page was given is worthless to anyone else: another frame (another device) finishes nothing,
    // and its try does not spend the visitor's login.
    const other = frame()
    await expect(other.call('CONNECT_SOCIAL', { uri: landed.url })).rejects.toThrow(
      'Failed to connect',
    )
    expect(other.session.token()).toBeUndefined()

    const user = (await f.call('CONNECT_SOCIAL', { uri: landed.url, chainId: 31337 })) as {
      address: string
    }
    expect(user).toEqual({
      email: oidcTestUser.email,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 31337,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      userName: oidcTestUser.name,
    })
    expect(await f.call('IS_CONNECTED', undefined)).toEqual({ isConnected: true })
    // The state is used up: the same answer signs nobody in twice.
    await expect(f.call('CONNECT_SOCIAL', { uri: landed.url })).rejects.toThrow('Failed to connect')
  })

  it('signs in with google in redirect mode: the page goes back to the app with a one-time code only', async () => {
    const f = frame()
    const returnUrl = `${appOrigin}/shop?item=7`
    const { uri } = (await f.call('GET_SOCIAL_REDIRECT_URI', {
      provider: 'google',
      returnUrl,
    })) as {
      uri: string
    }
    const landed = await signInAtOidcProvider({ authorizationUrl: uri, redirectUri })
    if (landed.kind !== 'redirect')
      throw new Error(`the provider stopped on a page: ${landed.status}`)

    // The landing page, with no opener: it goes back to the app page, a one-time code added.
    const visited: string[] = []
    expect(
      await runSocialCallback({
        href: landed.url,
        apiUrl,
        projectId: 'latch-demo',
        opener: null,
        fetch: fromSecureSite,
        close: () => {},
        navigate: (url) => void visited.push(url),
      }),
    ).toBeUndefined()
    expect(visited).toEqual([
      expect.stringMatching(/^http:\/\/localhost:5173\/shop\?item=7&latch_social=[\w-]{43}$/),
    ])
    const redirectCode = new URL(visited[0] as string).searchParams.get('latch_social') as string
    // The page reloaded: the state has its code already, nothing more is handed out.
    expect(
      await runSocialCallback({
        href: landed.url,
        apiUrl,
        projectId: 'latch-demo',
        opener: null,
        fetch: fromSecureSite,
        close: () => {},
        navigate: (url) => void visited.push(url),
      }),
    ).toBe(callbackTexts.redirectFailed)
    expect(visited).toHaveLength(1)

    // Another frame (another device's storage) cannot use it; this one can, once.
    await expect(frame().call('CONNECT_SOCIAL', { redirectCode })).rejects.toThrow(
      'Failed to connect',
    )
    const user = (await f.call('CONNECT_SOCIAL', { redirectCode, chainId: 31337 })) as {
      email: string
    }
    expect(user.email).toBe(oidcTestUser.email)
    expect(await f.call('IS_CONNECTED', undefined)).toEqual({ isConnected: true })
    await expect(f.call('CONNECT_SOCIAL', { redirectCode })).rejects.toThrow('Failed to connect')
    // Neither an answer nor a code: nothing to finish.
    await expect(f.call('CONNECT_SOCIAL', {})).rejects.toThrow('Failed to connect')
  })

  it('refuses a provider that is not configured', async () => {
    await expect(frame().call('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).rejects.toThrow(
      'Failed to initiate social connection',
    )
  })

  it('a known user on a new device: the mailed link approves it, then the code signs in', async () => {
    const email = `${randomBytes(6).toString('hex')}@example.com`
    // Known from another device (a social sign-in approves the device it came from).
    await authOf(t.app).signInWithIdentity({
      provider: 'test',
      subject: randomBytes(8).toString('hex'),
      email,
      deviceId: randomBytes(16).toString('hex'),
      projectId: 'latch-demo',
    })
    const f = frame()
    expect(await f.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    let approved = false
    const waiting = f.call('CONNECT_DEVICE', undefined).then(() => {
      approved = true
    })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(approved).toBe(false)

    const sink = authOf(t.app).mailer.sink
    const link = sink?.messages(email)[0]?.links.find((href) => href.includes('/device/approve'))
    if (!link) throw new Error('no device link mailed')
    // The link's page has a button: its POST approves.
    const opened = await t.app.inject({
      method: 'POST',
      url: new URL(link).pathname,
      headers: {
        origin: new URL(link).origin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URL(link).search.slice(1),
    })
    expect(opened.statusCode).toBe(200)
    await waiting
    await f.call('CONNECT_OTP', { otp: await codeFor(email) })
    expect(await f.call('GET_USER', {})).toMatchObject({ email })
  })

  it('changes the e-mail with a code to each address, and tells the app', async () => {
    const f = await signedInFrame()
    const newEmail = `${randomBytes(6).toString('hex')}@example.com`
    expect(await f.call('UPDATE_EMAIL', { email: newEmail })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const sink = authOf(t.app).mailer.sink
    const codeWith = async (to: string, subject: string) => {
      await expect
        .poll(() => sink?.messages(to).some((m) => m.subject.startsWith(subject)))
        .toBe(true)
      return (
        sink
          ?.messages(to)
          .find((m) => m.subject.startsWith(subject))
          ?.subject.slice(-6) ?? ''
      )
    }
    const primary = await codeWith(f.email, 'Your Latch code to change your e-mail')
    expect(await f.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).toBeUndefined()
    const secondary = await codeWith(newEmail, 'Your Latch code to confirm this address')
    expect(await f.call('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })).toEqual({ newEmail })
    expect(f.notices).toContainEqual([
      'USER_UPDATE',
      expect.objectContaining({ email: newEmail, address: f.address }),
    ])
    expect(await f.call('GET_USER', {})).toMatchObject({ email: newEmail })
  })

  it('drops the e-mail change’s step when the app takes it back (the modal closed): the next change starts over', async () => {
    const f = await signedInFrame()
    // No change under way: a code alone is refused.
    await expect(f.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' })).rejects.toThrow(
      startEmailUpdateAgain,
    )
    const newEmail = `${randomBytes(6).toString('hex')}@example.com`
    expect(await f.call('UPDATE_EMAIL', { email: newEmail })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const sink = authOf(t.app).mailer.sink
    await expect
      .poll(() => sink?.messages(f.email).some((m) => m.subject.includes('change your e-mail')))
      .toBe(true)
    const primary =
      sink
        ?.messages(f.email)
        .find((m) => m.subject.includes('change your e-mail'))
        ?.subject.slice(-6) ?? ''

    // The app aborts the step in flight (RPC_ABORT reaches the handler as its signal).
    const controller = new AbortController()
    const taken = f.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary }, controller.signal)
    controller.abort(new Error('Request was aborted'))
    await expect(taken).rejects.toThrow()
    // Dropped here: even the right code no longer goes on with that change.
    await expect(f.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).rejects.toThrow(
      startEmailUpdateAgain,
    )
    await expect(f.call('UPDATE_EMAIL_SECONDARY_OTP', { otp: primary })).rejects.toThrow(
      startEmailUpdateAgain,
    )
  })
  describe('on a Solana network', () => {
    const solana = solanaLocalCaipNetworkId

    it("answers the user's Solana account (base58) for a solana: chain, beside the EVM one", async () => {
      const f = await signedInFrame()
      const user = (await f.call('GET_USER', { chainId: solana })) as { address: string }
      expect(user).toEqual({
        email: f.email,
        address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
        chainId: solana,
        accounts: [{ address: user.address, type: 'eoa' }],
        preferredAccountType: 'eoa',
      })
      expect(getBase58Encoder().encode(user.address)).toHaveLength(32)
      // The same account again; the EVM side and its remembered chain are untouched.
      expect(await f.call('GET_USER', { chainId: solana })).toEqual(user)
      expect(await f.call('SWITCH_NETWORK', { chainId: solana })).toEqual({ chainId: solana })
      expect(f.storage.items.get('latch.chainId')).toBe('31337')
      expect(await f.call('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([f.address])
      expect(
        await f.call('RPC_REQUEST', { method: 'solana_getAccounts', chainId: solana }),
      ).toEqual([{ pubkey: user.address }])
      await expect(f.call('GET_USER', { chainId: 'solana:nope' })).rejects.toThrow(
        'Network not found',
      )
    })

    it('signs a message once approved (its text on the screen); a rejection and another signer are refused', async () => {
      const f = await signedInFrame()
      const { address } = (await f.call('GET_USER', { chainId: solana })) as { address: string }
      const text = 'Hello from the Latch demo'
      const message = getBase58Decoder().decode(new TextEncoder().encode(text))
      const signing = f.call('RPC_REQUEST', {
        method: 'solana_signMessage',
        params: { message, pubkey: address },
        chainId: solana,
      })
      await expect.poll(() => f.approvals.current()).toBeDefined()
      const pending = f.approvals.current()
      expect(pending?.description).toEqual({
        title: 'Sign a message',
        rows: [
          { label: 'Account', value: address },
          { label: 'Network', value: 'Solana Local' },
        ],
        message: { text, encoding: 'text' },
      })
      f.approvals.answer(pending?.id ?? 0, true)
      const { signature } = (await signing) as { signature: string }
      const publicKey = await getPublicKeyFromAddress(solanaAddress(address))
      const bytes = getBase58Encoder().encode(signature) as SignatureBytes
      expect(await verifySignature(publicKey, bytes, new TextEncoder().encode(text))).toBe(true)

      const rejected = f.call('RPC_REQUEST', {
        method: 'solana_signMessage',
        params: { message, pubkey: address },
        chainId: solana,
      })
      await expect.poll(() => f.approvals.current()).toBeDefined()
      f.approvals.answer(f.approvals.current()?.id ?? 0, false)
      await expect(rejected).rejects.toThrow('User rejected the request.')

      const other = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
      await expect(
        f.call('RPC_REQUEST', {
          method: 'solana_signMessage',
          params: { message, pubkey: other },
          chainId: solana,
        }),
      ).rejects.toThrow('The request names another account than the signed-in one')
      await expect(
        f.call('RPC_REQUEST', { method: 'personal_sign', params: [], chainId: solana }),
      ).rejects.toThrow('Requested RPC call is not allowed')
      expect(f.approvals.current()).toBeUndefined()
    })

    it('sends SOL once approved: the screen says how much to whom, and the chain has it', async () => {
      const f = await signedInFrame()
      const { address } = (await f.call('GET_USER', { chainId: solana })) as { address: string }
      await solanaRpc.requestAirdrop(solanaAddress(address), lamports(1_000_000_000n)).send()
      const to = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
      const { value: latest } = await solanaRpc.getLatestBlockhash().send()
      const transaction = getBase64EncodedWireTransaction(
        compileTransaction(
          pipe(
            createTransactionMessage({ version: 0 }),
            (m) => setTransactionMessageFeePayer(solanaAddress(address), m),
            (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
            (m) =>
              appendTransactionMessageInstructions(
                [
                  getTransferSolInstruction({
                    source: createNoopSigner(solanaAddress(address)),
                    destination: solanaAddress(to),
                    amount: lamports(250_000_000n),
                  }),
                ],
                m,
              ),
          ),
        ),
      )
      const sending = f.call('RPC_REQUEST', {
        method: 'solana_signAndSendTransaction',
        params: { transaction },
        chainId: solana,
      })
      await expect.poll(() => f.approvals.current()).toBeDefined()
      const pending = f.approvals.current()
      expect(pending?.description).toMatchObject({
        title: 'Send a transaction',
        rows: [
          { label: 'Send', value: `0.25 SOL to ${to}` },
          { label: 'Account', value: address },
          { label: 'Network', value: 'Solana Local' },
        ],
      })
      f.approvals.answer(pending?.id ?? 0, true)
      const { signature } = (await sending) as { signature: string }
      await expect
        .poll(async () => {
          const { value } = await solanaRpc.getSignatureStatuses([signature as Signature]).send()
          return value[0]?.err === null
        })
        .toBe(true)
      expect((await solanaRpc.getBalance(solanaAddress(to)).send()).value).toBeGreaterThanOrEqual(
        250_000_000n,
      )
    })
  })
})
