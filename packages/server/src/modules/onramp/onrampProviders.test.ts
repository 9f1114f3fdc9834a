import { createHmac, generateKeyPairSync } from 'node:crypto'
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { CheckoutRequest } from './OnRampProvider'
import { ProviderFailure, WebhookRefused } from './ProviderFailure'
import { providerFetch } from './providerFetch'
import { verifyCdpWebhook } from './providers/cdpWebhookSignature'
import { coinbaseJwt } from './providers/coinbaseJwt'
import { coinbaseProvider } from './providers/coinbaseProvider'
import { meldProvider, meldSignature } from './providers/meldProvider'
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
    // "Buy transaction events": a transaction opened without our id names no session; it moves nothing.
    const unlinked =
      '{"data":{"status":"completed","externalTransactionId":null},"type":"transaction_updated"}'
    const s = createHmac('sha256', 'wk_test_key').update(`1492774577.${unlinked}`).digest('hex')
    await expect(
      provider.verifyWebhook(
        { headers: { 'moonpay-signature-v2': `t=1492774577,s=${s}` }, rawBody: unlinked, url: '/' },
        at,
      ),
    ).resolves.toMatchObject({ sessionId: undefined, status: 'success' })
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
    // The session's own reference, which the Transaction Status API and the webhooks name it by.
    expect(opened.searchParams.get('partnerUserRef')).toBe(checkout.sessionId)
  })

  /** One transaction as the API reference's example writes it ("Get onramp transactions by ID"). */
  const documentedTransaction = (status: string, txHash: string) => ({
    coinbaseFee: { currency: 'USD', value: '0.50' },
    completedAt: '2026-11-29T04:00:00Z',
    contractAddress: '',
    country: 'US',
    createdAt: '2026-11-29T03:58:00Z',
    networkFee: { currency: 'USD', value: '0.10' },
    partnerUserRef: checkout.sessionId,
    paymentMethod: 'CARD',
    paymentTotal: { currency: 'USD', value: '50.00' },
    purchaseAmount: { currency: 'ETH', value: '0.016' },
    purchaseCurrency: 'ETH',
    purchaseNetwork: 'ethereum',
    status,
    transactionId: '1f087a54-ff1f-62e8-9f85-aa77ac0499a5',
    txHash,
    type: 'ONRAMP_TRANSACTION_TYPE_BUY_AND_SEND',
    userType: 'USER_TYPE_GUEST',
    walletAddress: checkout.address,
  })
  const paid = `0x${'ab'.repeat(32)}`

  it("reads a session's status from the Transaction Status API, by its partnerUserRef, with a JWT for that path", async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const url = `https://api.developer.coinbase.com/onramp/v1/buy/user/${checkout.sessionId}/transactions`
    const statusOf = async (answer: unknown) => {
      const { fetchImpl, requests } = recordingFetch({ [url]: answer })
      const provider = coinbaseProvider(
        {
          keyId: 'key-id',
          keySecret: ec.privateKey.export({ format: 'pem', type: 'sec1' }).toString(),
        },
        { fetch: fetchImpl, now: () => now },
      )
      const status = await provider.status?.(checkout.sessionId)
      return { status, request: requests[0] }
    }

    const { status, request } = await statusOf({
      nextPageKey: '',
      totalCount: '1',
      transactions: [documentedTransaction('ONRAMP_TRANSACTION_STATUS_SUCCESS', paid)],
    })
    expect(status).toEqual({ status: 'success', txHash: paid })
    expect(request?.url).toBe(url)
    expect(request?.method).toBe('GET')
    expect(request?.body).toBeUndefined()
    const bearer = request?.headers.authorization?.replace(/^Bearer /, '') ?? ''
    expect(decodeProtectedHeader(bearer)).toMatchObject({ alg: 'ES256', kid: 'key-id', typ: 'JWT' })
    const { payload } = await jwtVerify(bearer, ec.publicKey, { currentDate: new Date(now) })
    expect(payload).toMatchObject({
      sub: 'key-id',
      iss: 'cdp',
      nbf: now / 1000,
      exp: now / 1000 + 120,
      uri: `GET api.developer.coinbase.com/onramp/v1/buy/user/${checkout.sessionId}/transactions`,
    })

    // No transaction yet (the visitor has not paid), or one on its way: pending, without the "0x" placeholder.
    expect((await statusOf({ transactions: [], totalCount: '0' })).status).toEqual({
      status: 'pending',
    })
    expect(
      (
        await statusOf({
          transactions: [documentedTransaction('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', '0x')],
        })
      ).status,
    ).toEqual({ status: 'pending', txHash: undefined })
    expect(
      (
        await statusOf({
          transactions: [documentedTransaction('ONRAMP_TRANSACTION_STATUS_FAILED', '')],
        })
      ).status,
    ).toEqual({ status: 'failed', txHash: undefined })
    // The older guide's snake_case is read too.
    expect(
      (
        await statusOf({
          transactions: [{ status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', tx_hash: paid }],
          next_page_key: '',
          total_count: '1',
        })
      ).status,
    ).toEqual({ status: 'success', txHash: paid })
    // Garbage is a provider failure, never a success.
    await expect(statusOf({ transactions: 'ok' })).rejects.toThrow(ProviderFailure)
  })

  it("checks a CDP webhook's X-Hook0-Signature as Hook0's published example does", () => {
    // Hook0's client tests (the scheme CDP's "Verify Signatures" describes): t, h = x-test x-test2, body "hello !".
    const header =
      't=1636936200,h=x-test x-test2,v1=493c35f05443fdb74cb99fd4f00e0e7653c2ab6b24fbc97f4a7bd4d56b31758a'
    const headers = { 'x-test': 'val1', 'x-test2': 'val2' }
    expect(verifyCdpWebhook(header, headers, 'hello !', 'secret')).toBe(1636936200_000)
    expect(verifyCdpWebhook(header, headers, 'hello !', 'another secret')).toBeUndefined()
    expect(verifyCdpWebhook(header, headers, 'hello!', 'secret')).toBeUndefined()
    expect(
      verifyCdpWebhook(header, { ...headers, 'x-test2': 'val3' }, 'hello !', 'secret'),
    ).toBeUndefined()
    expect(verifyCdpWebhook(header, { 'x-test': 'val1' }, 'hello !', 'secret')).toBeUndefined()
    // v0 alone (timestamp and body, no headers) is not taken.
    expect(
      verifyCdpWebhook(
        't=1636936200,v0=1b3d69df55f1e52f05224ba94a5162abeb17ef52cd7f4948c390f810d6a87e98',
        {},
        'hello !',
        'secret',
      ),
    ).toBeUndefined()
  })

  it('takes a signed onramp webhook (the documented payload) for the session it names, and refuses the rest', async () => {
    const provider = (webhookSecret?: string) =>
      coinbaseProvider(
        { keyId: 'key-id', keySecret: 'unused', webhookSecret },
        { fetch: recordingFetch({}).fetchImpl, now: () => now },
      )
    const body = JSON.stringify({
      eventType: 'onramp.transaction.success',
      ...documentedTransaction('ONRAMP_TRANSACTION_STATUS_SUCCESS', paid),
    })
    const seconds = now / 1000
    const sent = {
      'content-type': 'application/json',
      'x-event-type': 'onramp.transaction.success',
    }
    const v1 = createHmac('sha256', 'whsec-cdp')
      .update(
        `${seconds}.content-type x-event-type.application/json.onramp.transaction.success.${body}`,
      )
      .digest('hex')
    const request = {
      headers: {
        ...sent,
        'x-hook0-signature': `t=${seconds},h=content-type x-event-type,v1=${v1}`,
      },
      rawBody: body,
      url: '/onramp/webhook/coinbase',
    }
    await expect(provider('whsec-cdp').verifyWebhook(request, now)).resolves.toMatchObject({
      sessionId: checkout.sessionId,
      status: 'success',
      txHash: paid,
    })
    await expect(provider('another').verifyWebhook(request, now)).rejects.toThrow('bad signature')
    await expect(
      provider('whsec-cdp').verifyWebhook(
        { ...request, rawBody: body.replace('SUCCESS', 'FAILED') },
        now,
      ),
    ).rejects.toThrow('bad signature')
    await expect(
      provider('whsec-cdp').verifyWebhook({ ...request, headers: sent }, now),
    ).rejects.toThrow('missing X-Hook0-Signature')
    await expect(provider('whsec-cdp').verifyWebhook(request, now + 10 * 60_000)).rejects.toThrow(
      'too long ago',
    )
    // Without the subscription's secret, no webhook is taken: the status API is asked instead.
    await expect(provider().verifyWebhook(request, now)).rejects.toThrow(WebhookRefused)
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
    const sign = (key: string, status = 'COMPLETED') =>
      new SignJWT({ webhookData: { status, partnerOrderId: 's1' } })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now / 1000)
        .sign(new TextEncoder().encode(key))
    const deliver = async (key: string, status?: string) =>
      provider.verifyWebhook(
        { headers: {}, rawBody: JSON.stringify({ data: await sign(key, status) }), url: '/' },
        now,
      )
    await expect(deliver('partner-access-token')).resolves.toMatchObject({
      sessionId: 's1',
      status: 'success',
    })
    await expect(deliver('someone-else')).rejects.toThrow('bad signature')
    // "How to Track Order Status": REFUNDED ends the order; PENDING_DELIVERY_FROM_TRANSAK is on its way.
    for (const [status, expected] of [
      ['REFUNDED', 'failed'],
      ['EXPIRED', 'failed'],
      ['PENDING_DELIVERY_FROM_TRANSAK', 'pending'],
    ] as const)
      await expect(deliver('partner-access-token', status)).resolves.toMatchObject({
        status: expected,
      })
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

describe("Meld's webhooks", () => {
  // docs.meld.io, "Webhooks Authentication": the example profile, headers and body.
  const secret = '42m4NMLS34WQ6BbMfo1KFKqMv4hy'
  const webhookUrl = 'https://example.meld.io/webhooks'
  const timestamp = '2022-05-26T20:25:17.682818Z'
  const body =
    '{"eventType":"WEBHOOK_TEST","eventId":"GDtv8pQgwzc9HuFFBQFrww","timestamp":"2022-05-26T20:23:45.908400Z","accountId":"W9jpQc1HKvwscqMPcLmzUS","profileId":null,"version":"2021-10-27","payload":{"requestId":"7aWW1GXTjWCCtNubzvVX7V"}}'
  const documented = 'O4bN5E0U9s88l2DFc0kjt-0w3LLA3Zkv8hXhafc22Hg='
  const provider = meldProvider(
    { apiKey: 'key', webhookSecret: secret, sandboxApi: true, webhookUrl },
    { fetch: recordingFetch({}).fetchImpl, now: () => now },
  )
  const at = Date.parse(timestamp)
  const request = (rawBody: string, signature: string) => ({
    headers: { 'meld-signature': signature, 'meld-signature-timestamp': timestamp },
    rawBody,
    url: '/onramp/webhook/meld',
  })

  it('signs the documented example to the documented Meld-Signature (base64url, padded)', () => {
    expect(meldSignature(timestamp, webhookUrl, body, secret)).toBe(documented)
  })

  it('takes the documented delivery by its eventId, and moves a session on COMPLETE and FAILED only', async () => {
    await expect(provider.verifyWebhook(request(body, documented), at)).resolves.toEqual({
      eventId: 'meld:GDtv8pQgwzc9HuFFBQFrww',
      sessionId: undefined,
      status: 'pending',
    })
    // The same digest in plain base64 ("+" for "-") is not Meld's encoding.
    await expect(
      provider.verifyWebhook(request(body, documented.replace('-', '+')), at),
    ).rejects.toThrow('bad signature')
    await expect(provider.verifyWebhook(request(`${body} `, documented), at)).rejects.toThrow(
      'bad signature',
    )
    await expect(
      provider.verifyWebhook(request(body, documented), at + 10 * 60_000),
    ).rejects.toThrow('too long ago')
    // "Crypto Webhooks": the payload names the session by the externalSessionId given to the widget.
    for (const [eventType, status] of [
      ['TRANSACTION_CRYPTO_PENDING', 'pending'],
      ['TRANSACTION_CRYPTO_TRANSFERRING', 'pending'],
      ['TRANSACTION_CRYPTO_COMPLETE', 'success'],
      ['TRANSACTION_CRYPTO_FAILED', 'failed'],
    ] as const) {
      const event = JSON.stringify({
        eventType,
        eventId: `event-${eventType}`,
        timestamp,
        accountId: 'W2aRZnYGPwhBWB94iFsZus',
        profileId: 'W9ka8vLE4ufBkSg3BEciZb',
        version: '2025-03-01',
        payload: {
          accountId: 'W2aRZnYGPwhBWB94iFsZus',
          paymentTransactionId: 'W9k9Tg12BFk1i68WpQYQY8',
          customerId: 'W9k9TfNSJRZ6rDBe95bUA2',
          externalCustomerId: 'visitor-1',
          externalSessionId: checkout.sessionId,
          paymentTransactionStatus: 'SETTLED',
        },
      })
      await expect(
        provider.verifyWebhook(
          request(event, meldSignature(timestamp, webhookUrl, event, secret)),
          at,
        ),
      ).resolves.toEqual({
        eventId: `meld:event-${eventType}`,
        sessionId: checkout.sessionId,
        status,
      })
    }
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
