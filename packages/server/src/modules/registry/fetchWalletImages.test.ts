import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { fetchWalletImages } from './fetchWalletImages'
import { registryService } from './service'
import { logoSvg, startLogoServer, tinyPng } from './testing/logoServer'
import { walletInput } from './walletInput'

const monogram = /^<svg [^>]*>.*<\/text><\/svg>$/

// The import command's logos (importWallets.ts): fetched from a real https server on the loopback, checked by their
// bytes, stored, and served by the registry's route.
describe.each(testDatabases)('wallet logos on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let logos: Awaited<ReturnType<typeof startLogoServer>>
  let failures: Awaited<ReturnType<typeof fetchWalletImages>>['failures']

  beforeAll(async () => {
    ;[db, logos] = await Promise.all([create(), startLogoServer()])
    t = await startTestApp(db)
    const paths = {
      png: '/logo.png',
      svg: '/logo.svg',
      moved: '/moved.png',
      big: '/big.png',
      fake: '/fake.png',
      script: '/script.svg',
      missing: '/missing.png',
      slow: '/slow.png',
      'to-http': '/to-http.png',
      loop: '/loop.png',
    }
    const wallets = [
      ...Object.entries(paths).map(([id, path]) =>
        walletInput.parse({ id, name: `${id} wallet`, imageUrl: logos.url(path) }),
      ),
      walletInput.parse({ id: 'plain', name: 'Plain Wallet' }),
    ]
    const fetched = await fetchWalletImages(wallets, {
      timeoutMs: 1_500,
      ca: logos.ca,
      // The logo server is on the loopback.
      allowPrivateAddresses: true,
    })
    failures = fetched.failures
    await registryService(db).save(fetched.wallets, 'import')
  })
  afterAll(async () => {
    await logos?.close()
    await t?.close()
    await db?.close()
  })

  const image = (id: string, headers: Record<string, string> = {}) =>
    t.get(`/v1/registry/wallets/${id}/image?${q}`, headers)
  const stored = async (id: string) => {
    const [row] = await db.query<{ image_type: string; image_bytes: Uint8Array }>(
      'select image_type, image_bytes from registry_wallets where id = $1',
      [id],
    )
    const bytes = new Uint8Array(row?.image_bytes ?? [])
    return { type: row?.image_type, bytes, text: new TextDecoder().decode(bytes) }
  }

  it('names each logo it could not use and why, one per wallet, in input order', () => {
    expect(failures.map(({ id, reason }) => `${id}: ${reason}`)).toEqual([
      'big: larger than 256 KiB',
      'fake: not a PNG, JPEG, WebP or SVG image',
      'script: SVG refused: must not hold scripts, event handlers, entities or external references',
      'missing: HTTP 404',
      'slow: no answer within 1.5 s',
      'to-http: redirected to a non-https URL (http:)',
      'loop: more than 3 redirects',
    ])
    expect(failures[0]?.url).toBe(logos.url('/big.png'))
  })

  it('stores a PNG as its bytes, served as image/png with the long cache, nosniff, a CSP that runs nothing, and 304', async () => {
    const row = await stored('png')
    expect(row.type).toBe('image/png')
    expect(row.bytes).toEqual(tinyPng)

    const response = await image('png')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(new Uint8Array(response.rawPayload)).toEqual(tinyPng)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    const etag = response.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const again = await image('png', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // The same logo behind a redirect is the same entity.
    expect((await image('moved')).headers.etag).toBe(etag)
  })

  it('stores an SVG judged by its bytes, whatever its sender called it, and serves it as SVG', async () => {
    expect(await stored('svg')).toMatchObject({ type: 'image/svg+xml', text: logoSvg })
    const response = await image('svg')
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.body).toBe(logoSvg)
  })

  it('gives a wallet whose logo failed its monogram, as it gives one without a logo', async () => {
    for (const id of ['big', 'fake', 'script', 'missing', 'slow', 'to-http', 'loop', 'plain']) {
      const row = await stored(id)
      expect(row.type, id).toBe('image/svg+xml')
      expect(row.text, id).toMatch(monogram)
      const response = await image(id)
      expect(response.headers['content-type'], id).toBe('image/svg+xml; charset=utf-8')
      expect(response.body, id).toBe(row.text)
    }
  })
})
