import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto'
import { onrampDefaults } from '@latch/core/onramp'
import { testAccount } from '@latch/devstack/chain'
import { type Address, erc20Abi, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { sqlTestDatabases } from '../../testing/testDatabases'
import type { OnRampProvider } from './OnRampProvider'
import { providerFetch } from './providerFetch'
import { coinbaseProvider } from './providers/coinbaseProvider'
import { meldProvider } from './providers/meldProvider'
import { ONRAMP_PUBLIC_PER_MINUTE } from './publicRoutes'
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from './sandbox/sandboxSignature'
import { onrampService, STATUS_POLL_MS } from './service'
import { onrampStore } from './store'

const testChain = useTestChain()
const webhookSecret = 'sandbox-webhook-secret-for-tests'
const network = 'latch-dev-31337'
/** Account #7: the sandbox's faucet here, as in the dev stack. */
const faucetKey = toHex(testAccount(7).getHdKey().privateKey as Uint8Array)

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })
const form = (t: TestApp, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

for (const database of sqlTestDatabases)
  describe(`on-ramp on ${database.name}`, () => {
    let db: Database
    let t: TestApp
    beforeAll(async () => {
      db = await database.create()
      t = await startTestApp(db, testChain, {
        config: (config) => ({
          ...config,
          onramp: {
            sandbox: {
              caipNetworkId: 'eip155:31337',
              faucetKey,
              lusd: testChain.contracts.lusd,
              webhookSecret,
            },
          },
        }),
      })
    }, 60_000)
    afterAll(async () => {
      await t?.close()
      await db?.close()
    })

    const quote = async (body: Record<string, unknown>) =>
      post(t, `/v1/onramp/quote?${q}`, {
        provider: 'sandbox',
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '50',
        network,
        ...body,
      })
    const checkoutFor = async (address: Address, purchaseCurrency = 'ETH') => {
      const quoted = (await quote({ purchaseCurrency })).json()
      const response = await post(t, `/v1/generators/onrampurl?${q}`, {
        provider: 'sandbox',
        destinationWallets: [{ address, blockchains: [network], assets: [purchaseCurrency] }],
        defaultNetwork: network,
        defaultExperience: 'buy',
        presetFiatAmount: '50',
        quoteId: quoted.quote.quoteId,
      })
      expect(response.statusCode).toBe(200)
      return { ...(response.json() as { url: string; sessionId: string }), quoted: quoted.quote }
    }
    const status = async (sessionId: string) =>
      (await t.get(`/v1/onramp/status/${sessionId}?${q}`)).json()
    const fresh = () => privateKeyToAccount(generatePrivateKey()).address

    it('lists the sandbox, named as one, and its options', async () => {
      expect((await t.get(`/v1/onramp/providers?${q}`)).json()).toEqual({
        providers: [{ id: 'sandbox', name: 'Sandbox', sandbox: true }],
      })
      const options = (await t.get(`/v1/onramp/options?${q}&provider=sandbox`)).json()
      expect(options.defaults).toBe(false)
      expect(options.paymentCurrencies).toEqual([
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }] },
      ])
      expect(options.purchaseCurrencies.map((c: { id: string }) => c.id)).toEqual(['ETH', 'LUSD'])
    })

    it("refuses amounts outside the method's limits, unknown currencies and networks, in words", async () => {
      const refusal = async (body: Record<string, unknown>) => {
        const response = await quote(body)
        expect(response.statusCode).toBe(400)
        return response.json().reasons[0].description
      }
      expect(await refusal({ amount: '19.99' })).toBe(
        'amount: at least 20.00 USD by card with Sandbox',
      )
      expect(await refusal({ amount: 5000.01 })).toBe(
        'amount: at most 5000.00 USD by card with Sandbox',
      )
      expect(await refusal({ amount: '1.234' })).toBe(
        'amount: must be an amount with at most two decimals',
      )
      expect(await refusal({ amount: '-5' })).toBe(
        'amount: must be an amount with at most two decimals',
      )
      expect(await refusal({ purchaseCurrency: 'DOGE' })).toBe(
        'purchaseCurrency: Sandbox does not sell DOGE (ETH, LUSD)',
      )
      expect(await refusal({ paymentCurrency: 'EUR' })).toBe(
        'paymentCurrency: Sandbox does not take EUR (USD)',
      )
      expect(await refusal({ network: 'ethereum' })).toBe(
        `network: Sandbox delivers ETH on ${network}, not ethereum`,
      )
      expect(await refusal({ provider: 'nobody' })).toBe(
        'provider: no on-ramp provider named nobody here (sandbox)',
      )
      expect(await refusal({ paymentMethod: 'bank_account' })).toBe(
        'paymentMethod: Sandbox takes no bank_account payments in USD',
      )
    })

    it('keeps to the project rules: a project id, and no other project’s session', async () => {
      const anonymous = await post(t, '/v1/onramp/quote', { purchaseCurrency: 'ETH' })
      expect(anonymous.statusCode).toBe(401)
      const { sessionId } = await checkoutFor(fresh())
      const other = await t.get(`/v1/onramp/status/${sessionId}?projectId=tiny`)
      expect(other.statusCode).toBe(404)
      expect((await t.get(`/v1/onramp/status/not-a-session?${q}`)).statusCode).toBe(400)
      // The sandbox pays out on an EVM chain: another namespace's address is refused before any payment.
      const quoted = (await quote({})).json()
      const solana = await post(t, `/v1/generators/onrampurl?${q}`, {
        destinationWallets: [
          { address: 'Aqyn9Cz3XbGCUmnFMq6xn3RqsKxRJXtCDnX9mFnVUFxD', assets: ['ETH'] },
        ],
        defaultNetwork: network,
        quoteId: quoted.quote.quoteId,
      })
      expect(solana.statusCode).toBe(400)
      expect(solana.json().reasons[0].description).toBe(
        'destinationWallets.0.address: Sandbox cannot deliver to this address',
      )
      // A mock quote (its id says so) is never paid.
      const mock = await post(t, `/v1/generators/onrampurl?${q}`, {
        destinationWallets: [{ address: fresh(), assets: ['ETH'] }],
        defaultNetwork: network,
        quoteId: 'mock-sandbox',
      })
      expect(mock.statusCode).toBe(400)
      expect(mock.json().reasons[0].description).toMatch(/estimate/)
    })

    it('pays the success card: the quoted ETH arrives from the faucet, through a signed webhook', async () => {
      const visitor = fresh()
      const { url, sessionId, quoted } = await checkoutFor(visitor)
      expect(quoted.purchaseAmount).toEqual({ amount: '0.016333', currency: 'ETH' })
      const path = new URL(url).pathname
      expect(path).toBe(`/sandbox-ramp/${sessionId}`)
      const page = await t.get(path)
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-security-policy']).toContain("default-src 'none'")
      expect(page.body).toContain('Sandbox')
      expect(page.body).toContain('Pay 50.00 USD')
      expect((await status(sessionId)).status).toBe('pending')

      const paid = await form(t, `${path}/pay`, { card: '4242 4242 4242 4242' })
      expect(paid.statusCode).toBe(200)
      expect(paid.body).toContain('Payment complete')
      const done = await status(sessionId)
      expect(done).toMatchObject({ status: 'success', purchaseAmount: quoted.purchaseAmount })
      expect(await t.served.client.getBalance({ address: visitor })).toBe(parseEther('0.016333'))
      const receipt = await t.served.client.getTransactionReceipt({ hash: done.txHash })
      expect(receipt.from).toBe(testAccount(7).address.toLowerCase())
      // Paid once: the page is closed, a second payment does nothing.
      expect((await form(t, `${path}/pay`, { card: '4242424242424242' })).statusCode).toBe(409)
      expect(await t.served.client.getBalance({ address: visitor })).toBe(parseEther('0.016333'))
    })

    it('sends LUSD as a token transfer', async () => {
      const visitor = fresh()
      const { sessionId, quoted } = await checkoutFor(visitor, 'LUSD')
      await form(t, `/sandbox-ramp/${sessionId}/pay`, { card: '4242424242424242' })
      expect((await status(sessionId)).status).toBe('success')
      const balance = await t.served.client.readContract({
        address: testChain.contracts.lusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [visitor],
      })
      expect(quoted.purchaseAmount.amount).toBe('49')
      expect(balance).toBe(49_000_000n)
    })

    it('declines the declined card, asks the 3-D Secure card for its step, refuses other numbers', async () => {
      const declined = await checkoutFor(fresh())
      const refused = await form(t, `/sandbox-ramp/${declined.sessionId}/pay`, {
        card: '4111111111111111',
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.body).toContain('no sandbox test card')
      expect((await status(declined.sessionId)).status).toBe('pending')
      const answer = await form(t, `/sandbox-ramp/${declined.sessionId}/pay`, {
        card: '4000 0000 0000 0002',
      })
      expect(answer.statusCode).toBe(402)
      expect(answer.body).toContain('Your card was declined.')
      expect((await status(declined.sessionId)).status).toBe('failed')

      const visitor = fresh()
      const secure = await checkoutFor(visitor)
      const step = await form(t, `/sandbox-ramp/${secure.sessionId}/pay`, {
        card: '4000002760003184',
      })
      expect(step.body).toContain('Complete authentication')
      expect((await status(secure.sessionId)).status).toBe('pending')
      await form(t, `/sandbox-ramp/${secure.sessionId}/authenticate`, { outcome: 'complete' })
      expect((await status(secure.sessionId)).status).toBe('success')
      expect(await t.served.client.getBalance({ address: visitor })).toBe(parseEther('0.016333'))

      const failing = await checkoutFor(fresh())
      await form(t, `/sandbox-ramp/${failing.sessionId}/pay`, { card: '4000002760003184' })
      await form(t, `/sandbox-ramp/${failing.sessionId}/authenticate`, { outcome: 'fail' })
      expect((await status(failing.sessionId)).status).toBe('failed')
    })

    it('refuses a webhook with a bad signature, and a replayed one, and records both', async () => {
      const { sessionId } = await checkoutFor(fresh())
      const body = JSON.stringify({ sessionId, status: 'failed' })
      const deliver = (signature: string) =>
        t.app.inject({
          method: 'POST',
          url: '/onramp/webhook/sandbox',
          payload: body,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        })
      const forged = await deliver(signSandboxWebhook(body, 'not-the-secret-at-all', Date.now()))
      expect(forged.statusCode).toBe(400)
      expect(forged.json().reasons[0]).toEqual({
        name: 'Webhook Refused',
        description: "The webhook is not Sandbox's: bad signature",
      })
      expect((await status(sessionId)).status).toBe('pending')

      const signed = signSandboxWebhook(body, webhookSecret, Date.now())
      expect((await deliver(signed)).statusCode).toBe(200)
      expect((await status(sessionId)).status).toBe('failed')
      const replay = await deliver(signed)
      expect(replay.statusCode).toBe(409)
      expect(replay.json().reasons[0].name).toBe('Webhook Replayed')
      const garbage = await t.app.inject({
        method: 'POST',
        url: '/onramp/webhook/sandbox',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      })
      expect(garbage.statusCode).toBe(400)
      expect(
        (await t.app.inject({ method: 'POST', url: '/onramp/webhook/nobody', payload: {} }))
          .statusCode,
      ).toBe(400)
      // The clean-up keeps the ids of deliveries still within twice the signing tolerance: still a replay.
      await onrampStore(db).prune(Date.now(), Date.now() - 10 * 60_000)
      expect((await deliver(signed)).statusCode).toBe(409)
      // Signed more than five minutes ago: refused by its age, whatever its id.
      const old = signSandboxWebhook(body, webhookSecret, Date.now() - 6 * 60_000)
      expect((await deliver(old)).json().reasons[0].description).toBe(
        "The webhook is not Sandbox's: signed too long ago",
      )
      const reasons = (await onrampStore(db).refusals('sandbox')).map((row) => row.reason)
      expect(reasons).toEqual(
        expect.arrayContaining(['bad signature', 'replayed', 'missing signature']),
      )
    })

    it('answers the defaults for options and a mock quote when a provider times out or answers garbage', async () => {
      // A provider on a fetch that answers garbage or never: what MoonPay, Coinbase, Transak and Meld become when
      // they fail (providerFetch), without leaving this machine.
      const failing = (answer: typeof fetch): OnRampProvider => {
        const call = () =>
          providerFetch(
            answer,
            'Flaky',
            'https://flaky.example',
            {},
            z.object({ ok: z.literal(true) }),
            50,
          )
        return {
          id: 'flaky',
          name: 'Flaky',
          sandbox: false,
          options: async () => {
            await call()
            return onrampDefaults
          },
          quote: async () => {
            await call()
            throw new Error('unreachable')
          },
          checkout: async () => {
            await call()
            return { url: 'https://flaky.example' }
          },
          verifyWebhook: async () => Promise.reject(new Error('unreachable')),
        }
      }
      const garbage = (async () => new Response('<html>oops</html>')) as unknown as typeof fetch
      const never = ((_url: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )) as typeof fetch
      for (const [answer, reason] of [
        [garbage, 'Flaky answered in an unknown shape'],
        [never, 'Flaky did not answer in time'],
      ] as const) {
        const store = onrampStore(db)
        const service = onrampService({
          store,
          providers: [failing(answer)],
          now: Date.now,
          log: t.app.log,
        })
        expect(await service.options('flaky')).toEqual({ ...onrampDefaults, defaults: true })
        const answered = await service.quote('latch-demo', 'flaky', {
          purchaseCurrency: 'ETH',
          paymentCurrency: 'EUR',
          amount: '50.00',
          network: 'ethereum',
          paymentMethod: 'card',
        })
        expect(answered).toEqual({
          reason,
          quote: {
            provider: 'flaky',
            networkFee: { amount: '0.00', currency: 'EUR' },
            paymentSubtotal: { amount: '50.00', currency: 'EUR' },
            paymentTotal: { amount: '50.00', currency: 'EUR' },
            purchaseAmount: { amount: '0', currency: 'ETH' },
            quoteId: 'mock-flaky',
            estimate: true,
          },
        })
        await expect(
          service.checkout('latch-demo', {
            provider: 'flaky',
            address: fresh(),
            network: 'ethereum',
            purchaseCurrency: 'ETH',
            paymentCurrency: 'USD',
            amount: '50.00',
            quoteId: undefined,
            partnerUserId: 'p',
            clientIp: '127.0.0.1',
            referrerDomain: 'localhost',
          }),
        ).rejects.toMatchObject({ statusCode: 502, message: reason })
        expect((await store.refusals('flaky')).at(-1)).toEqual({ what: 'checkout', reason })
      }
    })

    it('moves a Coinbase session by its status API, throttled, and by its signed webhook once', async () => {
      // Coinbase's documented answers (options, session token, Transaction Status), over a fetch that stays here.
      let transactions: unknown = { transactions: [] }
      const asked: string[] = []
      const fetchImpl = (async (input: string | URL | Request) => {
        const url = String(input)
        asked.push(url)
        if (url.includes('/onramp/v1/buy/options'))
          return Response.json({
            payment_currencies: [
              { id: 'USD', limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
            ],
            purchase_currencies: [
              {
                id: 'ETH',
                name: 'Ethereum',
                symbol: 'ETH',
                networks: [
                  {
                    name: 'ethereum',
                    display_name: 'Ethereum',
                    chain_id: '1',
                    contract_address: '',
                  },
                ],
              },
            ],
          })
        if (url.endsWith('/onramp/v1/token')) return Response.json({ token: 'ZWJ...' })
        if (transactions === 'refused') return new Response('', { status: 503 })
        return Response.json(transactions)
      }) as typeof fetch
      let clock = Date.UTC(2026, 10, 29, 5, 0, 0)
      const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const store = onrampStore(db)
      const service = onrampService({
        store,
        providers: [
          coinbaseProvider(
            {
              keyId: 'key-id',
              keySecret: ec.privateKey.export({ format: 'pem', type: 'sec1' }).toString(),
              webhookSecret: 'whsec-cdp',
            },
            { fetch: fetchImpl, now: () => clock },
          ),
        ],
        now: () => clock,
        log: t.app.log,
      })
      const open = async () =>
        service.checkout('latch-demo', {
          provider: 'coinbase',
          address: fresh(),
          network: 'ethereum',
          purchaseCurrency: 'ETH',
          paymentCurrency: 'USD',
          amount: '50.00',
          quoteId: undefined,
          partnerUserId: 'visitor',
          clientIp: '192.0.2.1',
          referrerDomain: 'app.example',
        })
      const statusCalls = () => asked.filter((url) => url.includes('/onramp/v1/buy/user/')).length

      const { sessionId } = await open()
      expect((await service.status('latch-demo', sessionId)).status).toBe('pending')
      expect(asked.at(-1)).toBe(
        `https://api.developer.coinbase.com/onramp/v1/buy/user/${sessionId}/transactions`,
      )
      // Polled again within STATUS_POLL_MS: Coinbase is not asked again.
      clock += STATUS_POLL_MS - 1
      await service.status('latch-demo', sessionId)
      expect(statusCalls()).toBe(1)
      // Coinbase refusing: recorded, still pending, never a success.
      transactions = 'refused'
      clock += 1
      expect((await service.status('latch-demo', sessionId)).status).toBe('pending')
      expect((await store.refusals('coinbase')).at(-1)).toEqual({
        what: 'status',
        reason: 'Coinbase refused (503)',
      })
      const paid = `0x${'cd'.repeat(32)}`
      transactions = {
        transactions: [
          { status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', partnerUserRef: sessionId, txHash: paid },
        ],
      }
      clock += STATUS_POLL_MS
      expect(await service.status('latch-demo', sessionId)).toMatchObject({
        status: 'success',
        txHash: paid,
      })
      // Ended: Coinbase is not asked again.
      clock += STATUS_POLL_MS
      await service.status('latch-demo', sessionId)
      expect(statusCalls()).toBe(3)

      // The webhook (the documented payload's fields) moves another session, once.
      const second = await open()
      const body = JSON.stringify({
        eventType: 'onramp.transaction.failed',
        transactionId: '1f087a54-ff1f-62e8-9f85-aa77ac0499a5',
        status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
        partnerUserRef: second.sessionId,
        txHash: '0x',
      })
      const seconds = Math.floor(clock / 1000)
      const v1 = createHmac('sha256', 'whsec-cdp')
        .update(`${seconds}.content-type.application/json.${body}`)
        .digest('hex')
      const webhook = (signature: string) =>
        service.webhook('coinbase', {
          headers: {
            'content-type': 'application/json',
            'x-hook0-signature': `t=${seconds},h=content-type,v1=${signature}`,
          },
          rawBody: body,
          url: '/onramp/webhook/coinbase',
        })
      await expect(webhook('0'.repeat(64))).rejects.toMatchObject({ statusCode: 400 })
      expect((await service.status('latch-demo', second.sessionId)).status).toBe('pending')
      await expect(webhook(v1)).resolves.toEqual({ received: true })
      await expect(webhook(v1)).rejects.toMatchObject({ statusCode: 409 })
      expect((await store.session(second.sessionId))?.status).toBe('failed')
    })

    it("takes Meld's documented test delivery, tied to no session, once", async () => {
      // docs.meld.io, "Webhooks Authentication": its example, as Meld would post it here.
      const timestamp = '2022-05-26T20:25:17.682818Z'
      const store = onrampStore(db)
      const service = onrampService({
        store,
        providers: [
          meldProvider(
            {
              apiKey: 'key',
              webhookSecret: '42m4NMLS34WQ6BbMfo1KFKqMv4hy',
              sandboxApi: true,
              webhookUrl: 'https://example.meld.io/webhooks',
            },
            { fetch, now: () => Date.parse(timestamp) },
          ),
        ],
        now: () => Date.parse(timestamp),
        log: t.app.log,
      })
      const delivery = {
        headers: {
          'meld-signature': 'O4bN5E0U9s88l2DFc0kjt-0w3LLA3Zkv8hXhafc22Hg=',
          'meld-signature-timestamp': timestamp,
        },
        rawBody:
          '{"eventType":"WEBHOOK_TEST","eventId":"GDtv8pQgwzc9HuFFBQFrww","timestamp":"2022-05-26T20:23:45.908400Z","accountId":"W9jpQc1HKvwscqMPcLmzUS","profileId":null,"version":"2021-10-27","payload":{"requestId":"7aWW1GXTjWCCtNubzvVX7V"}}',
        url: '/onramp/webhook/meld',
      }
      await expect(service.webhook('meld', delivery)).resolves.toEqual({ received: true })
      await expect(service.webhook('meld', delivery)).rejects.toMatchObject({ statusCode: 409 })
      expect((await store.refusals('meld')).at(-1)).toEqual({ what: 'webhook', reason: 'replayed' })
    })

    it('limits the webhooks and sandbox pages per client address (no project budget counts them)', async () => {
      const path = `/sandbox-ramp/${randomUUID()}`
      const statuses = new Set<number>()
      for (let i = 0; i <= ONRAMP_PUBLIC_PER_MINUTE; i++)
        statuses.add((await t.get(path)).statusCode)
      expect([...statuses]).toEqual([404, 429])
      expect((await t.get(path)).json().reasons[0].description).toBe('Too many requests: slow down')
    })
  })
