import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { seedWallets } from './seedWallets'
import { registryService } from './service'
import { walletInput } from './walletInput'

const testChain = useTestChain()
const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

type Wallet = { id: string; name: string; chains: string[]; imageUrl: string }
type Page = { count: number; data: Wallet[] }
type ErrorBody = { status: number; reasons: Array<{ name: string; description: string }> }

describe.each(testDatabases)('wallet registry on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  const list = async (query = '') => {
    const response = await t.get(`/v1/registry/wallets?${q}${query}`)
    expect(response.statusCode).toBe(200)
    return response.json() as Page
  }
  const ids = (page: Page) => page.data.map((wallet) => wallet.id)

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain)
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('starts seeded: the first page holds 40 at most, in seed order, each with links and an image URL', async () => {
    const page = await list()
    expect(page.count).toBe(seedWallets.length)
    expect(ids(page)).toEqual(seedWallets.slice(0, 40).map((wallet) => wallet.id))
    expect(page.data[0]).toEqual({
      id: 'metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
      homepage: 'https://metamask.io',
      links: {
        mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
        desktop: { native: null, universal: null },
        web: null,
      },
      stores: {
        ios: 'https://apps.apple.com/app/id1438144202',
        android: 'https://play.google.com/store/apps/details?id=io.metamask',
        chrome: 'https://chromewebstore.google.com/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
        firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask/',
        edge: 'https://microsoftedge.microsoft.com/addons/detail/ejbalbakoplchlghecdalmeeeajnimhm',
      },
      chains: ['eip155:*'],
      injectedIds: ['isMetaMask'],
      imageUrl: '/v1/registry/wallets/metamask/image?projectId=latch-demo',
    })
  })

  it('pages by entries: every wallet once, in order, and an empty page past the end', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((n) => list(`&entries=10&page=${n}`)))
    expect(pages.map((page) => page.data.length)).toEqual([10, 10, 10, seedWallets.length - 30])
    expect(pages.flatMap(ids)).toEqual(seedWallets.map((wallet) => wallet.id))
    expect(await list('&entries=10&page=5')).toEqual({ count: seedWallets.length, data: [] })
  })

  it('searches names from 2 characters, case-insensitively, literally', async () => {
    expect(ids(await list('&search=META'))).toEqual(['metamask'])
    const wallets = await list('&search=wAlLeT')
    expect(wallets.count).toBe(9)
    expect(wallets.data.every((wallet) => /wallet/i.test(wallet.name))).toBe(true)
    expect(ids(await list('&search=%20okx%20'))).toEqual(['okx'])
    // One character is ignored (the full list), so a client sending each keystroke gets no error.
    expect((await list('&search=m')).count).toBe(seedWallets.length)
    // LIKE wildcards are plain characters here.
    expect((await list('&search=%25%25')).count).toBe(0)
    expect((await list('&search=__')).count).toBe(0)
  })

  it('narrows by include, exclude and chains, and combines them', async () => {
    expect(ids(await list('&include=trust,metamask,nope'))).toEqual(['metamask', 'trust'])
    const withoutTwo = await list('&exclude=metamask,%20trust')
    expect(withoutTwo.count).toBe(seedWallets.length - 2)
    expect(ids(withoutTwo)).not.toContain('metamask')
    expect(ids(await list('&include=metamask,trust&exclude=trust'))).toEqual(['metamask'])
    expect(ids(await list('&chains=cosmos:cosmoshub-4'))).toEqual(['keplr'])
    const bitcoin = ids(await list('&chains=bip122:000000000019d6689c085ae165831e93&entries=100'))
    expect(bitcoin).toEqual(expect.arrayContaining(['xverse', 'leather', 'ledger-live', 'trust']))
    expect(bitcoin).not.toContain('metamask')
    expect(
      ids(await list('&chains=bip122:000000000019d6689c085ae165831e93&search=LEDGER')),
    ).toEqual(['ledger-live'])
    // A dev chain is served by every wallet that adds any EVM chain, and by none that lists its chains.
    const dev = await list('&chains=eip155:31337&entries=100')
    expect(ids(dev)).toContain('metamask')
    expect(ids(dev)).not.toContain('safe')
    expect(ids(dev)).not.toContain('phantom')
    const mainnetOrSolana = ids(await list(`&chains=eip155:1,${solana}&entries=100`))
    expect(mainnetOrSolana).toEqual(
      expect.arrayContaining(['safe', 'argent', 'phantom', 'solflare']),
    )
    expect(mainnetOrSolana).not.toContain('xverse')
    // An empty list narrows nothing.
    expect((await list('&include=')).count).toBe(seedWallets.length)
  })

  it('serves the image as an inert SVG with caching headers, and 304 for a known ETag', async () => {
    const response = await t.get(`/v1/registry/wallets/metamask/image?${q}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(response.body).toMatch(/^<svg [^>]*>.*>MM<\/text><\/svg>$/)
    const etag = response.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{27}"$/)

    const again = await t.get(`/v1/registry/wallets/metamask/image?${q}`, {
      'if-none-match': `W/${etag}`,
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    const other = await t.get(`/v1/registry/wallets/trust/image?${q}`, { 'if-none-match': etag })
    expect(other.statusCode).toBe(200)
    expect(other.headers.etag).not.toBe(etag)
  })

  it('answers bad input with 400, an unknown wallet with 404, no project with 401, each as { status, reasons }', async () => {
    const cases: Array<[string, number, RegExp]> = [
      [`/v1/registry/wallets?${q}&entries=0`, 400, /entries/],
      [`/v1/registry/wallets?${q}&entries=101`, 400, /entries/],
      [`/v1/registry/wallets?${q}&page=0`, 400, /page/],
      [`/v1/registry/wallets?${q}&page=two`, 400, /page/],
      [`/v1/registry/wallets?${q}&include=Meta%20Mask!`, 400, /include/],
      [`/v1/registry/wallets?${q}&chains=ethereum`, 400, /chains/],
      [`/v1/registry/wallets?${q}&search=${'a'.repeat(65)}`, 400, /search/],
      [`/v1/registry/wallets?${q}&exclude=${Array(101).fill('a').join(',')}`, 400, /exclude/],
      [`/v1/registry/wallets/nope/image?${q}`, 404, /No such wallet/],
      [`/v1/registry/wallets/..%2Fetc/image?${q}`, 400, /id/],
      ['/v1/registry/wallets', 401, /.+/],
    ]
    for (const [url, status, description] of cases) {
      const response = await t.get(url)
      expect(response.statusCode, url).toBe(status)
      const body = response.json() as ErrorBody
      expect(body.status).toBe(status)
      expect(body.reasons[0]?.description, url).toMatch(description)
    }
  })

  it('keeps an imported wallet through the next seed, and lists a new one after the seed', async () => {
    const service = registryService(db)
    await service.save(
      [
        walletInput.parse({
          id: 'metamask',
          name: 'MetaMask (ours)',
          rank: 1,
          chains: ['eip155:1'],
        }),
        walletInput.parse({ id: 'acme', name: 'Acme Wallet', chains: ['eip155:31337'] }),
      ],
      'import',
    )
    await service.save(
      seedWallets.map((wallet, index) => walletInput.parse({ ...wallet, rank: index + 1 })),
      'seed',
    )
    const page = await list('&entries=100')
    expect(page.count).toBe(seedWallets.length + 1)
    expect(page.data[0]).toMatchObject({ id: 'metamask', name: 'MetaMask (ours)', rdns: null })
    expect(ids(page).at(-1)).toBe('acme')
    expect(ids(await list('&chains=eip155:31337&include=acme,safe'))).toEqual(['acme'])
  })
})
