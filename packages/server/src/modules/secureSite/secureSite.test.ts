import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { socialStore } from '../social/store'
import { secureSitePort } from './module'

const apiOrigin = 'http://localhost:8787'
const demoApp = 'http://localhost:5173'
const framePage =
  '<!doctype html><html><head><title>frame</title></head><body>the frame</body></html>'
const callbackPage =
  '<!doctype html><html><head><title>callback</title></head><body>the callback</body></html>'
const script = 'console.log("secure site")'

/** A built site as Vite lays it out: two pages, hashed assets, a file at the root. */
let dist: string
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'latch-secure-site-'))
  await mkdir(join(dist, 'social'))
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'index.html'), framePage)
  await writeFile(join(dist, 'social/callback.html'), callbackPage)
  await writeFile(join(dist, 'assets/frame-4f2a9c.js'), script)
  await writeFile(join(dist, 'assets/frame-4f2a9c.css'), 'body{margin:0}')
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
})
afterAll(() => rm(dist, { recursive: true, force: true }))

const policy = (frameAncestors: string) =>
  `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src ${apiOrigin}; frame-ancestors ${frameAncestors}; base-uri 'none'; form-action 'none'`
const lockedPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

describe.each(testDatabases)('secure site on $name', (database) => {
  let db: Database
  let t: TestApp
  let site: string

  async function start(dir = dist) {
    t = await startTestApp(db, undefined, {
      config: (config) => ({ ...config, secureSite: { ...config.secureSite, port: 0, dir } }),
    })
    await t.app.ready()
    const port = secureSitePort(t.config)
    if (!port) throw new Error('the secure site is not listening')
    site = `http://127.0.0.1:${port}`
  }
  const get = (path: string, init?: RequestInit) => fetch(`${site}${path}`, init)
  const frame = (projectId: string, appOrigin: string) =>
    get(`/?${new URLSearchParams({ projectId, appOrigin })}`)

  beforeAll(async () => {
    db = await database.create()
  })
  afterAll(() => db?.close())
  afterEach(() => t?.close())

  it('serves the frame to an allowed app origin, which alone may frame it', async () => {
    await start()
    const answer = await frame('latch-demo', demoApp)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe(framePage)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.get('content-security-policy')).toBe(policy(demoApp))
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('names the very sub-domain a wildcard entry allowed, never the pattern', async () => {
    await start()
    const answer = await frame('tiny', 'https://shop.example.com')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-security-policy')).toBe(policy('https://shop.example.com'))
  })

  it('refuses an unknown project, a foreign or misspelt app origin with a 403 page nobody may frame', async () => {
    await start()
    for (const [projectId, appOrigin] of [
      ['no-such-project', demoApp],
      ['latch-demo', 'https://evil.example'],
      ['latch-demo', 'http://localhost:5174'],
      ['latch-demo', 'HTTP://LOCALHOST:5173'],
      ['latch-demo', 'http://localhost:5173/'],
      ['latch-demo', 'null'],
      ['tiny', 'https://example.com'],
      ['tiny', demoApp],
    ] as const) {
      const answer = await frame(projectId, appOrigin)
      expect(answer.status, `${projectId} ${appOrigin}`).toBe(403)
      const body = await answer.text()
      expect(body).toContain('not allowed for its project')
      expect(body).not.toContain('the frame')
      expect(answer.headers.get('content-security-policy')).toBe(lockedPolicy)
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    }
    const bare = await get('/')
    expect(bare.status).toBe(400)
    expect(bare.headers.get('content-security-policy')).toBe(lockedPolicy)
  })

  it('serves the social callback with the API and the state’s project, framed by nobody, opener kept', async () => {
    await start()
    const state = 'S'.repeat(43)
    await socialStore(db).save({
      state,
      provider: 'google',
      codeVerifier: 'v'.repeat(43),
      nonce: null,
      appOrigin: demoApp,
      projectId: 'latch-demo',
      createdAt: Date.now(),
      expiresAt: Date.now() + 600_000,
    })
    const answer = await get(`/social/callback?state=${state}&code=abc&iss=x`)
    expect(answer.status).toBe(200)
    const body = await answer.text()
    expect(body).toContain(
      '<head><meta name="latch-api-url" content="http://localhost:8787"><meta name="latch-project-id" content="latch-demo"><title>callback</title>',
    )
    expect(answer.headers.get('content-security-policy')).toBe(policy("'none'"))
    expect(answer.headers.get('cross-origin-opener-policy')).toBeNull()
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')

    const unknown = await get(`/social/callback?state=${'U'.repeat(43)}`)
    expect(await unknown.text()).toContain('<meta name="latch-project-id" content="">')
    const none = await get('/social/callback?error=access_denied')
    expect(none.status).toBe(200)
    expect(await none.text()).toContain('<meta name="latch-project-id" content="">')
  })

  it('serves the built assets with their types and long caching, and nothing else', async () => {
    await start()
    const js = await get('/assets/frame-4f2a9c.js')
    expect(js.status).toBe(200)
    expect(await js.text()).toBe(script)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(js.headers.get('x-content-type-options')).toBe('nosniff')
    const css = await get('/assets/frame-4f2a9c.css')
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const icon = await get('/favicon.svg')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(icon.headers.get('cache-control')).toBe('public, max-age=300')

    for (const path of [
      '/index.html',
      '/social/callback.html',
      '/assets/',
      '/assets/missing.js',
      '/assets/%2e%2e/index.html',
      '/../index.html',
      '/v1/auth/session',
      '/dev/inbox',
    ]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      expect(await answer.json()).toEqual({
        status: 404,
        reasons: [{ name: 'Not Found', description: 'No such endpoint' }],
      })
      expect(answer.headers.get('content-security-policy')).toBe(lockedPolicy)
    }
    const post = await get(`/?projectId=latch-demo&appOrigin=${encodeURIComponent(demoApp)}`, {
      method: 'POST',
    })
    expect(post.status).toBe(404)
  })

  it('answers 503 while the site is not built', async () => {
    await start(join(dist, 'not-built'))
    const answer = await frame('latch-demo', demoApp)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('content-security-policy')).toBe(lockedPolicy)
    expect(await answer.text()).toContain('not available')
  })

  it('does not listen unless a port is set', async () => {
    t = await startTestApp(db)
    await t.app.ready()
    expect(t.config.secureSite.port).toBeNull()
    expect(secureSitePort(t.config)).toBeUndefined()
  })
})
