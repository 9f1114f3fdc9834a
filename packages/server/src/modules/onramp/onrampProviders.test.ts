import { generateKeyPairSync } from 'node:crypto'
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { CheckoutRequest } from './OnRampProvider'
import { ProviderFailure, WebhookRefused } from './ProviderFailure'
import { providerFetch } from './providerFetch'
import { coinbaseJwt } from './providers/coinbaseJwt'
import { coinbaseProvider } from './providers/coinbaseProvider'
import { meldProvider } from './providers/meldProvider'
import { moonPayProvider } from './providers/moonpayProvider'
import { moonPaySignature, signMoonPayUrl } from './providers/moonpaySignature'
import { transakProvider } from './providers/transakProvider'
import { sandboxQuote } from './sandbox/sandboxQuote'
import { testCardOutcome } from './sandbox/testCards'

const now = Date.UTC(2026, 10, 29, 4, 0, 0)

/** A fetch that records each request and answers the documented example for its URL. */
function recordingFetch(answers: Record<string, unknown>) {
  const requests: Array<{
    url: string
    method: string
    headers: Record<string, string>
    body: unknown
  }> = []
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    requests.push({
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    })
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix))
    if (!key) return new Response('{}', { status: 404 })
    return Response.json(answers[key])
  }) as typeof fetch
  return { fetchImpl, requests }
}

const checkout: CheckoutRequest = {
  sessionId: '6f1c2e0a-0000-4000-8000-000000000001',
  address: '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae',
  network: 'ethereum',
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '50.00',
  partnerUserId: 'visitor-1',
  clientIp: '192.0.2.1',
  referrerDomain: 'app.example.com',
}

describe('MoonPay', () => {
  it("signs the docs' example URL as their PHP recipe does (HMAC-SHA256 of the query, base64)", () => {
    // dev.moonpay.com, "URL signing": the example URL and key; the value is `openssl dgst -sha256 -hmac`'s.
    const url =
      'https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
    expect(moonPaySignature(url, 'sk_test_key')).toBe(
      'o1eO2arzL16TstEolGakHHFa33Mb61RCTfqToRWg7PA=',
    )
    expect(signMoonPayUrl(url, 'sk_test_key')).toBe(
      `${url}&signature=${encodeURIComponent('o1eO2arzL16TstEolGakHHFa33Mb61RCTfqToRWg7PA=')}`,
    )
  })

  it('opens a signed widget URL with the wallet, and checks Moonpay-Signature-V2 webhooks', async () => {
    const provider = moonPayProvider(
      { apiKey: 'pk_test_key', secretKey: 'sk_test_key', webhookKey: 'wk_test_key' },
      { fetch: recordingFetch({}).fetchImpl, now: () => now },
    )
    const { url } = await provider.checkout(checkout)
    const parsed = new URL(url)
    expect(parsed.origin).toBe('https://buy-sandbox.moonpay.com')
    expect(parsed.searchParams.get('walletAddress')).toBe(checkout.address)
    expect(parsed.searchParams.get('externalTransactionId')).toBe(checkout.sessionId)
    const unsigned = url.slice(0, url.lastIndexOf('&signature='))
    expect(parsed.searchParams.get('signature')).toBe(moonPaySignature(unsigned, 'sk_test_key'))

    const body = '{"data":{"status":"completed","externalTransactionId":"s1"}}'
    const signed = `t=1492774577,s=a5a0fa7fd57de3bb192dab35fe16edd25fe13b03043921ce57ac6df06c0d5697`
    const at = 1492774577_000
    const request = { headers: { 'moonpay-signature-v2': signed }, rawBody: body, url: '/' }
    await expect(provider.verifyWebhook(request, at)).resolves.toMatchObject({
      sessionId: 's1',
      status: 'success',
    })
    await expect(provider.verifyWebhook({ ...request, rawBody: `${body} ` }, at)).rejects.toThrow(
      WebhookRefused,
    )
    // Correctly signed, but ten minutes old: a replay.
    await expect(provider.verifyWebhook(request, at + 10 * 60_000)).rejects.toThrow('too long ago')
  })
})

describe('Coinbase Onramp', () => {
  it('signs a CDP JWT with the documented header and claims (ES256 and EdDSA)', async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const pem = ec.privateKey.export({ format: 'pem', type: 'sec1' }).toString()
    const jwt = await coinbaseJwt({
      keyId: 'organizations/org/apiKeys/key',
      keySecret: pem,
      method: 'POST',
      host: 'api.developer.coinbase.com',
      path: '/onramp/v1/token',
      now,
      nonce: '0123456789abcdef',
    })
    expect(decodeProtectedHeader(jwt)).toEqual({
      alg: 'ES256',
      kid: 'organizations/org/apiKeys/key',
      typ: 'JWT',
      nonce: '0123456789abcdef',
    })
    const { payload } = await jwtVerify(jwt, ec.publicKey, { currentDate: new Date(now) })
    expect(payload).toEqual({
      sub: 'organizations/org/apiKeys/key',
      iss: 'cdp',
      nbf: now / 1000,
      exp: now / 1000 + 120,
      uri: 'POST api.developer.coinbase.com/onramp/v1/token',
    })

    const ed = generateKeyPairSync('ed25519')
    const jwk = ed.privateKey.export({ format: 'jwk' })
    const secret = Buffer.concat([
      Buffer.from(jwk.d as string, 'base64url'),
      Buffer.from(jwk.x as string, 'base64url'),
    ]).toString('base64')
    const edJwt = await coinbaseJwt({
      keyId: 'key-id',
      keySecret: secret,
      method: 'GET',
      host: 'api.developer.coinbase.com',
      path: '/onramp/v1/buy/options',
      now,
    })
    expect(decodeProtectedHeader(edJwt).alg).toBe('EdDSA')
    await expect(
      jwtVerify(edJwt, ed.publicKey, { currentDate: new Date(now) }),
    ).resolves.toMatchObject({
      payload: { uri: 'GET api.developer.coinbase.com/onramp/v1/buy/options' },
    })
  })

  it("asks for a session token with the visitor's address and IP, and opens pay.coinbase.com with it", async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const { fetchImpl, requests } = recordingFetch({
      'https://api.developer.coinbase.com/onramp/v1/token': { token: 'ZWJ...', channel_id: '' },
    })
    const provider = coinbaseProvider(
      {
        keyId: 'key-id',
        keySecret: ec.privateKey.export({ format: 'pem', type: 'sec1' }).toString(),
      },
      { fetch: fetchImpl, now: () => now },
    )
    const { url } = await provider.checkout(checkout)
    const [request] = requests
    expect(request?.method).toBe('POST')
    expect(request?.body).toEqual({
      addresses: [{ address: checkout.address, blockchains: ['ethereum'] }],
      assets: ['ETH'],
      clientIp: '192.0.2.1',
    })
    const bearer = request?.headers.authorization?.replace(/^Bearer /, '') ?? ''
    const { payload } = await jwtVerify(bearer, ec.publicKey, { currentDate: new Date(now) })
    expect(payload.uri).toBe('POST api.developer.coinbase.com/onramp/v1/token')
    const opened = new URL(url)
    expect(opened.origin + opened.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(opened.searchParams.get('sessionToken')).toBe('ZWJ...')
    expect(opened.searchParams.get('presetFiatAmount')).toBe('50.00')
  })
})

describe('Transak', () => {
  it('takes a partner access token, then sends Create Widget URL its widgetParams', async () => {
    const { fetchImpl, requests } = recordingFetch({
      'https://api-stg.transak.com/partners/api/v2/refresh-token': {
        data: { accessToken: 'partner-access-token', expiresAt: now / 1000 + 3600 },
      },
      'https://api-gateway-stg.transak.com/api/v2/auth/session': {
        data: { widgetUrl: 'https://global-stg.transak.com?sessionId=abc' },
      },
    })
    const provider = transakProvider(
      { apiKey: 'transak-api-key', apiSecret: 'transak-secret', staging: true },
      { fetch: fetchImpl, now: () => now },
    )
    await expect(provider.checkout(checkout)).resolves.toEqual({
      url: 'https://global-stg.transak.com?sessionId=abc',
    })
    expect(
      requests.map(({ url, method, headers, body }) => ({ url, method, headers, body })),
    ).toEqual([
      {
        url: 'https://api-stg.transak.com/partners/api/v2/refresh-token',
        method: 'POST',
        headers: { 'api-secret': 'transak-secret', 'content-type': 'application/json' },
        body: { apiKey: 'transak-api-key' },
      },
      {
        url: 'https://api-gateway-stg.transak.com/api/v2/auth/session',
        method: 'POST',
        headers: { 'access-token': 'partner-access-token', 'content-type': 'application/json' },
        body: {
          widgetParams: {
            apiKey: 'transak-api-key',
            referrerDomain: 'app.example.com',
            productsAvailed: 'BUY',
            walletAddress: checkout.address,
            disableWalletAddressForm: true,
            network: 'ethereum',
            cryptoCurrencyCode: 'ETH',
            fiatCurrency: 'USD',
            fiatAmount: 50,
            partnerOrderId: checkout.sessionId,
            partnerCustomerId: 'visitor-1',
          },
        },
      },
    ])
    // Its webhook: a JWT signed with the access token; another key's is refused.
    const sign = (key: string) =>
      new SignJWT({ webhookData: { status: 'COMPLETED', partnerOrderId: 's1' } })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now / 1000)
        .sign(new TextEncoder().encode(key))
    const deliver = async (key: string) =>
      provider.verifyWebhook(
        { headers: {}, rawBody: JSON.stringify({ data: await sign(key) }), url: '/' },
        now,
      )
    await expect(deliver('partner-access-token')).resolves.toMatchObject({
      sessionId: 's1',
      status: 'success',
    })
    await expect(deliver('someone-else')).rejects.toThrow('bad signature')
  })
})

describe('Meld', () => {
  it('sends the widget session body with BASIC authorization, the service provider of the quote it took', async () => {
    const { fetchImpl, requests } = recordingFetch({
      'https://api-sb.meld.io/crypto/session/widget': {
        id: 'WePzm7gRdUgis7VHQjMYYL',
        widgetUrl: 'https://sb.meldcrypto.com?token=eyJ',
        token: 'eyJ',
      },
    })
    const provider = meldProvider(
      {
        apiKey: 'W9kZTT7332okCEc1A9aqAq:3sYK',
        webhookSecret: 'whsec',
        sandboxApi: true,
        webhookUrl: 'https://latch.example/onramp/webhook/meld',
      },
      { fetch: fetchImpl, now: () => now },
    )
    const quote = {
      provider: 'meld',
      quoteId: 'meld-TRANSAK',
      estimate: false,
      networkFee: { amount: '1.00', currency: 'USD' },
      paymentSubtotal: { amount: '47.00', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '0.015', currency: 'ETH' },
    }
    await expect(provider.checkout({ ...checkout, quote })).resolves.toEqual({
      url: 'https://sb.meldcrypto.com?token=eyJ',
    })
    expect(requests[0]?.headers.authorization).toBe('BASIC W9kZTT7332okCEc1A9aqAq:3sYK')
    expect(requests[0]?.body).toEqual({
      sessionData: {
        walletAddress: checkout.address,
        countryCode: 'US',
        sourceCurrencyCode: 'USD',
        sourceAmount: '50.00',
        destinationCurrencyCode: 'ETH',
        serviceProvider: 'TRANSAK',
      },
      sessionType: 'BUY',
      externalCustomerId: 'visitor-1',
      externalSessionId: checkout.sessionId,
    })
  })
})

describe('a provider that fails', () => {
  it('is a ProviderFailure naming it: unreachable, refusing, timing out, or answering garbage', async () => {
    const schema = z.object({ token: z.string() })
    const answer = (response: () => Promise<Response>) =>
      providerFetch(
        (async () => response()) as typeof fetch,
        'MoonPay',
        'https://x',
        {},
        schema,
        50,
      )
    await expect(answer(async () => Response.json({ nope: 1 }))).rejects.toThrow(
      'MoonPay answered in an unknown shape',
    )
    await expect(answer(async () => new Response('<html>', { status: 200 }))).rejects.toThrow(
      'unknown shape',
    )
    await expect(answer(async () => new Response('', { status: 503 }))).rejects.toThrow(
      'MoonPay refused (503)',
    )
    await expect(
      answer(async () => {
        throw new TypeError('fetch failed')
      }),
    ).rejects.toThrow('MoonPay could not be reached')
    const hanging = (async (_url: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch
    await expect(providerFetch(hanging, 'Meld', 'https://x', {}, schema, 20)).rejects.toThrow(
      new ProviderFailure('Meld', 'Meld did not answer in time'),
    )
  })
})

describe('the sandbox', () => {
  it('quotes 50 USD of ETH at 3,000 USD: 0.50 network fee, 0.50 fee, 49.00 bought', () => {
    const quote = sandboxQuote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '50.00',
      network: 'latch-dev-31337',
      paymentMethod: 'card',
    })
    expect(quote).toMatchObject({
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '49.00', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '0.016333', currency: 'ETH' },
      estimate: false,
    })
    expect(sandboxQuote({ ...quoteOf('LUSD'), amount: '20.00' }).purchaseAmount).toEqual({
      amount: '19.3',
      currency: 'LUSD',
    })
  })

  it("knows Stripe's three test cards, typed with spaces or not", () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('success')
    expect(testCardOutcome('4000000000000002')).toBe('declined')
    expect(testCardOutcome('4000-0027-6000-3184')).toBe('threeDSecure')
    expect(testCardOutcome('4111 1111 1111 1111')).toBeUndefined()
    expect(testCardOutcome('constructor')).toBeUndefined()
  })
})

const quoteOf = (purchaseCurrency: string) => ({
  purchaseCurrency,
  paymentCurrency: 'USD',
  amount: '50.00',
  network: 'latch-dev-31337',
  paymentMethod: 'card',
})
