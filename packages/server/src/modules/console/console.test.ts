import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { consoleTexts } from './consoleAuth'
import { CONSOLE_PAGE_POLICY } from './consolePageRoutes'

const startToken = 'console-start-token-of-this-test-0123456789'
const operatorA = privateKeyToAccount(`0x${'a1'.repeat(32)}`)
const operatorB = privateKeyToAccount(`0x${'b2'.repeat(32)}`)
const stranger = privateKeyToAccount(`0x${'c3'.repeat(32)}`)

describe.each(testDatabases)('the console API on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let time = Date.UTC(2026, 10, 29, 12, 0, 0)
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  async function siweSignIn(account: typeof operatorA, domain = 'localhost:8787') {
    const { nonce } = (await call('GET', '/console/api/sign-in/nonce')).json()
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain,
      nonce,
      uri: 'http://localhost:8787/console/',
      version: '1',
      issuedAt: new Date(time),
    })
    const signature = await account.signMessage({ message })
    return call('POST', '/console/api/sign-in/siwe', undefined, { message, signature })
  }

  let site: string
  beforeAll(async () => {
    // A stand-in for apps/console/dist: the page and one asset.
    site = await mkdtemp(join(tmpdir(), 'latch-console-'))
    await mkdir(join(site, 'assets'))
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Latch console</title>')
    await writeFile(join(site, 'assets', 'index-abc.js'), 'export {}')
    db = await create()
    t = await startTestApp(db, undefined, {
      now: () => time,
      config: (config) => ({
        ...config,
        console: {
          ...config.console,
          startToken,
          dir: site,
          operators: [operatorA.address.toLowerCase(), operatorB.address.toLowerCase()],
        },
      }),
    })
    await t.app.ready()
  })
  afterAll(async () => {
    await t.close()
    await db.close()
    await rm(site, { recursive: true, force: true })
  })

  it('serves the built page at /console/ under its policy', async () => {
    const bare = await t.get('/console')
    expect(bare.statusCode).toBe(302)
    expect(bare.headers.location).toBe('/console/')
    const page = await t.get('/console/')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>Latch console</title>')
    expect(page.headers['content-security-policy']).toBe(CONSOLE_PAGE_POLICY)
    const asset = await t.get('/console/assets/index-abc.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    expect((await t.get('/console/../package.json')).statusCode).not.toBe(200)
  })

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/console/api/me'],
      ['GET', '/console/api/projects'],
      ['POST', '/console/api/projects'],
      ['GET', '/console/api/projects/latch-demo'],
      ['GET', '/console/api/projects/latch-demo/funnel'],
      ['GET', '/console/api/projects/latch-demo/errors'],
      ['GET', '/console/api/health'],
    ] as const) {
      const response = await call(
        method,
        url,
        method === 'GET' ? 'not-a-session' : undefined,
        method === 'POST' ? {} : undefined,
      )
      expect(response.statusCode, url).toBe(401)
    }
  })

  it('signs in once with the start token', async () => {
    const first = await call('POST', '/console/api/sign-in/token', undefined, { token: startToken })
    expect(first.statusCode).toBe(200)
    expect(first.json().operator).toBe('token')
    const again = await call('POST', '/console/api/sign-in/token', undefined, { token: startToken })
    expect(again.statusCode).toBe(401)
    expect(again.json().reasons[0].description).toBe(consoleTexts.signInFailed)
    // The token operator owns the projects nobody claimed (the seeded demo's).
    const projects = (await call('GET', '/console/api/projects', first.json().token)).json()
      .projects
    expect(projects.map((project: { id: string }) => project.id)).toContain('latch-demo')
  })

  it('signs operators in with SIWE for this server, and nobody else', async () => {
    const signedIn = await siweSignIn(operatorA)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().operator).toBe(`eip155:${operatorA.address.toLowerCase()}`)
    const notOperator = await siweSignIn(stranger)
    expect(notOperator.statusCode).toBe(403)
    expect(notOperator.json().reasons[0].description).toBe(consoleTexts.notAnOperator)
    expect((await siweSignIn(operatorB, 'evil.example')).statusCode).toBe(401)
    // A nonce the server never gave.
    const message = createSiweMessage({
      address: operatorA.address,
      chainId: 1,
      domain: 'localhost:8787',
      nonce: 'f'.repeat(32),
      uri: 'http://localhost:8787/console/',
      version: '1',
      issuedAt: new Date(time),
    })
    const forged = await call('POST', '/console/api/sign-in/siwe', undefined, {
      message,
      signature: await operatorA.signMessage({ message }),
    })
    expect(forged.statusCode).toBe(401)
    // A nonce is good 5 minutes, once.
    const { nonce } = (await call('GET', '/console/api/sign-in/nonce')).json()
    const late = createSiweMessage({
      address: operatorA.address,
      chainId: 1,
      domain: 'localhost:8787',
      nonce,
      uri: 'http://localhost:8787/console/',
      version: '1',
      issuedAt: new Date(time),
    })
    time += 5 * 60_000 + 1
    const expired = await call('POST', '/console/api/sign-in/siwe', undefined, {
      message: late,
      signature: await operatorA.signMessage({ message: late }),
    })
    expect(expired.statusCode).toBe(401)
  })

  it('lets an operator create and edit its projects, and answers 403 for another operator’s', async () => {
    const a = (await siweSignIn(operatorA)).json().token
    const b = (await siweSignIn(operatorB)).json().token
    const created = await call('POST', '/console/api/projects', a, {
      name: 'Shop',
      allowedOrigins: ['https://*.shop.example', 'http://localhost:5173'],
      requestsPerMinute: 600,
    })
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect((await call('GET', '/console/api/projects', a)).json().projects).toEqual([
      {
        id,
        name: 'Shop',
        allowedOrigins: ['https://*.shop.example', 'http://localhost:5173'],
        requestsPerMinute: 600,
      },
    ])
    expect((await call('GET', '/console/api/projects', b)).json().projects).toEqual([])
    for (const [method, url, body] of [
      ['GET', `/console/api/projects/${id}`, undefined],
      [
        'PUT',
        `/console/api/projects/${id}`,
        { name: 'Mine', allowedOrigins: [], requestsPerMinute: 1 },
      ],
      ['GET', `/console/api/projects/${id}/funnel`, undefined],
      ['GET', `/console/api/projects/${id}/breakdown?by=wallet`, undefined],
      ['GET', `/console/api/projects/${id}/errors`, undefined],
      ['GET', '/console/api/projects/latch-demo', undefined],
      ['GET', `/console/api/projects/${id}/paymaster`, undefined],
      [
        'PUT',
        `/console/api/projects/${id}/paymaster`,
        {
          enabled: true,
          projectDailyBudgetWei: '1',
          userDailyBudgetWei: '1',
          allowedTargets: null,
        },
      ],
    ] as const) {
      const response = await call(method, url, b, body)
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
    expect((await call('GET', '/console/api/projects/nope', b)).statusCode).toBe(404)
    // Origins are checked the way the guard reads them.
    const bad = await call('PUT', `/console/api/projects/${id}`, a, {
      name: 'Shop',
      allowedOrigins: ['*.com'],
      requestsPerMinute: 600,
    })
    expect(bad.statusCode).toBe(400)
    const edited = await call('PUT', `/console/api/projects/${id}`, a, {
      name: 'Shop',
      allowedOrigins: ['https://*.shop.example'],
      requestsPerMinute: 60,
      storeAddresses: true,
    })
    expect(edited.json()).toEqual({
      id,
      name: 'Shop',
      allowedOrigins: ['https://*.shop.example'],
      requestsPerMinute: 60,
      storeAddresses: true,
    })
    const check = (origin: string) =>
      call('POST', '/console/api/origin-check', a, {
        origin,
        allowedOrigins: ['https://*.shop.example'],
      })
    expect((await check('https://eu.shop.example')).json()).toEqual({ allowed: true })
    expect((await check('https://shop.example')).json()).toEqual({ allowed: false })
    // What its modal is offered, as the modules answer the modal (the test server configures no provider).
    expect((await call('GET', `/console/api/projects/${id}/features`, a)).json()).toEqual({
      socialLogin: { providers: [] },
      onramp: { providers: [] },
    })
    expect((await call('GET', `/console/api/projects/${id}/features`, b)).statusCode).toBe(403)
    // Its gas sponsorship, saved through the paymaster module's store.
    expect((await call('GET', `/console/api/projects/${id}/paymaster`, a)).json()).toEqual({
      policy: null,
    })
    const target = '0x000000000000000000000000000000000000dEaD'
    const policy = {
      enabled: true,
      projectDailyBudgetWei: '1000000000000000000',
      userDailyBudgetWei: '100',
      allowedTargets: [target],
    }
    expect((await call('PUT', `/console/api/projects/${id}/paymaster`, a, policy)).statusCode).toBe(
      200,
    )
    expect((await call('GET', `/console/api/projects/${id}/paymaster`, a)).json()).toEqual({
      policy: { ...policy, allowedTargets: [target.toLowerCase()] },
    })
    expect(
      (
        await call('PUT', `/console/api/projects/${id}/paymaster`, a, {
          ...policy,
          userDailyBudgetWei: '-1',
        })
      ).statusCode,
    ).toBe(400)
    // Its events reach its funnel.
    const posted = await t.app.inject({
      method: 'POST',
      url: `/e?projectId=${id}&st=latch&sv=test`,
      headers: { origin: 'https://eu.shop.example', 'content-type': 'text/plain' },
      payload: JSON.stringify({
        eventId: 'one',
        url: 'https://eu.shop.example/',
        domain: 'eu.shop.example',
        timestamp: time,
        props: { type: 'track', event: 'MODAL_OPEN' },
      }),
    })
    expect(posted.statusCode).toBe(204)
    const funnel = (await call('GET', `/console/api/projects/${id}/funnel`, a)).json()
    expect(funnel.rows).toEqual([
      { bucket: time - (time % 3600_000), event: 'MODAL_OPEN', count: 1 },
    ])
  })
})
