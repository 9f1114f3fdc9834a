import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectStore } from '../../../packages/server/src/modules/projects/store'
import { generateKek, parseKekList } from '../../../packages/server/src/platform/crypto/kekList'
import type { Database } from '../../../packages/server/src/platform/db/Database'
import { authOf } from '../../../packages/server/src/testing/authOf'
import {
  startTestApp,
  type TestApp,
  useTestChain,
} from '../../../packages/server/src/testing/startTestApp'
import { testDatabases } from '../../../packages/server/src/testing/testDatabases'
import { chromiumArgs, chromiumExecutablePath } from '../../../scripts/test/chromium'
import { freePort } from '../../../scripts/test/startPostgres'

// The built secure site as the server serves it, in Chromium, under its real policy: the app on
// http://localhost:A frames it on http://127.0.0.1:B, which calls the API on http://127.0.0.1:C.

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (beforeAll/afterAll), not a React hook
const testChain = useTestChain()
const appRoot = fileURLToPath(new URL('..', import.meta.url))

/** The app's page: frames the secure site and exposes the channel, as @latch/frame's client would use it. */
const appPage = `<!doctype html><meta charset="utf-8"><body><script>
const params = new URLSearchParams(location.search)
const site = params.get('site')
window.received = []
addEventListener('message', (event) => { if (event.origin === site) window.received.push(event.data) })
const frame = document.createElement('iframe')
frame.src = params.get('src')
frame.style.cssText = 'width:360px;height:560px;border:0'
document.body.append(frame)
window.ask = (name, payload) => new Promise((resolve, reject) => {
  const id = Math.random().toString(36).slice(2)
  const listener = (event) => {
    if (event.origin !== site || event.data?.id !== id) return
    removeEventListener('message', listener)
    if (event.data.type.endsWith('_SUCCESS')) resolve(event.data.payload)
    else reject(new Error(event.data.payload?.message))
  }
  addEventListener('message', listener)
  frame.contentWindow.postMessage({ type: '@latch/app/' + name, id, payload }, site)
})
</script></body>`

type AppWindow = {
  received: Array<{ type: string; payload?: unknown }>
  ask(name: string, payload?: unknown): Promise<unknown>
}

const [database] = testDatabases

describe(`the secure site in Chromium (${database.name})`, () => {
  let db: Database
  let t: TestApp
  let dist: string
  let browser: Browser
  let appServer: Server
  let appPort: number
  let site: string
  let api: string

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'latch-secure-site-dist-'))
    const [sitePort, apiPort] = [await freePort(), await freePort()]
    site = `http://127.0.0.1:${sitePort}`
    api = `http://127.0.0.1:${apiPort}`
    appServer = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(appPage),
    )
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve))
    appPort = (appServer.address() as { port: number }).port
    const [launched] = await Promise.all([
      chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs }),
      build({ root: appRoot, logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } }),
    ])
    browser = launched
    db = await database.create()
    const parsed = parseKekList(generateKek('k1'))
    if (!('keks' in parsed)) throw new Error(parsed.problem)
    t = await startTestApp(db, testChain, {
      config: (config) => ({
        ...config,
        secureSiteOrigin: site,
        secureSite: { port: sitePort, dir: dist },
        publicUrl: api,
        keks: parsed.keks,
      }),
    })
    await projectStore(db).upsert({
      id: 'browser-app',
      name: 'Browser app',
      allowedOrigins: [`http://localhost:${appPort}`],
      requestsPerMinute: 6000,
    })
    await t.app.listen({ port: apiPort, host: '127.0.0.1' })
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => appServer?.close(resolve))
    await t?.close()
    await db?.close()
    await rm(dist, { recursive: true, force: true })
  })

  async function openApp(appOrigin: string, framedFor = appOrigin) {
    const page = await browser.newPage()
    const console: string[] = []
    page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => console.push(`pageerror: ${error.message}`))
    const src = `${site}/?${new URLSearchParams({ projectId: 'browser-app', appOrigin: framedFor, apiUrl: api })}`
    await page.goto(`${appOrigin}/app.html?${new URLSearchParams({ site, src })}`)
    return { page, console }
  }

  function secureFrame(page: Page): Frame {
    const frame = page.frames().find((candidate) => candidate.url().startsWith(`${site}/`))
    if (!frame) throw new Error('no secure site frame')
    return frame
  }

  const ask = (page: Page, name: string, payload?: unknown) =>
    page.evaluate(
      ([name, payload]) => (window as unknown as AppWindow).ask(name as string, payload),
      [name, payload] as const,
    )

  it('runs under its policy: READY, e-mail sign-in, and a message signed from the approval screen', {
    timeout: 30_000,
  }, async () => {
    const { page, console } = await openApp(`http://localhost:${appPort}`)
    await page.waitForFunction(() =>
      (window as unknown as AppWindow).received.some((m) => m.type === '@latch/frame/READY'),
    )
    expect(await page.evaluate(() => (window as unknown as AppWindow).received)).toEqual([
      { type: '@latch/frame/READY', payload: { version: 4 } },
      { type: '@latch/frame/CONNECTION_STATE', payload: { isConnected: false } },
    ])
    await ask(page, 'SYNC_THEME', {
      themeMode: 'dark',
      themeVariables: { '--latch-accent': '#0a7d3b' },
    })
    await ask(page, 'SYNC_DAPP_DATA', {
      projectId: 'browser-app',
      metadata: { name: 'Browser app', description: '', url: '', icons: [] },
    })

    const email = 'chromium@example.com'
    expect(await ask(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    const sink = authOf(t.app).mailer.sink
    await expect.poll(() => sink?.messages(email).length).toBe(1)
    const otp = sink?.messages(email)[0]?.subject.slice(-6)
    await ask(page, 'CONNECT_OTP', { otp })
    const user = (await ask(page, 'GET_USER', { chainId: 31337 })) as { address: Hex }
    expect(user).toMatchObject({ email, chainId: 31337, preferredAccountType: 'eoa' })

    const signing = ask(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x48656c6c6f2c204c6174636821', user.address],
      chainId: 31337,
    })
    const frame = secureFrame(page)
    const screen = frame.getByRole('dialog', { name: 'Sign a message' })
    await screen.waitFor()
    expect(await screen.textContent()).toContain('Browser app asks for your approval.')
    expect(await screen.textContent()).toContain('Hello, Latch!')
    // Themed by SYNC_THEME: the app's accent on Approve, the dark scheme.
    const approve = frame.getByRole('button', { name: 'Approve' })
    // Approve counts once the screen has been in plain view for a moment (behaviour.md §11.6); until then it is
    // drawn as disabled.
    await expect.poll(() => approve.isEnabled()).toBe(true)
    expect(await approve.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(10, 125, 59)',
    )
    expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await page.evaluate(() => (window as unknown as AppWindow).received.at(-1))).toEqual({
      type: '@latch/frame/SHOW_APPROVAL',
    })
    await approve.click()
    const signature = (await signing) as Hex
    expect(
      await verifyMessage({ address: user.address, message: 'Hello, Latch!', signature }),
    ).toBe(true)
    // The token is in the frame's own storage: its partitioned localStorage, or its partitioned cookie where the
    // browser denies a third-party frame its localStorage (Chrome with third-party cookies blocked). No message
    // to the app ever carried it.
    const token = await frame.evaluate(() => {
      try {
        const stored = localStorage.getItem('latch.session')
        if (stored) return stored
      } catch {}
      return decodeURIComponent(/(?:^|; )latch\.session=([^;]+)/.exec(document.cookie)?.[1] ?? '')
    })
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(
      JSON.stringify(await page.evaluate(() => (window as unknown as AppWindow).received)),
    ).not.toContain(token)
    expect(await page.evaluate(() => document.cookie)).not.toContain(token)
    expect(console.filter((line) => /Content Security Policy|pageerror/.test(line))).toEqual([])
    await page.close()
  })

  it('cannot be framed by another origin, even one naming the allowed app', {
    timeout: 20_000,
  }, async () => {
    // Same server, another origin (127.0.0.1 instead of localhost): the policy names localhost:A only.
    const { page, console } = await openApp(
      `http://127.0.0.1:${appPort}`,
      `http://localhost:${appPort}`,
    )
    await expect
      .poll(() => console.some((line) => line.includes('frame-ancestors')), { timeout: 10_000 })
      .toBe(true)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as AppWindow).received)).toEqual([])
    await page.close()
  })
})
