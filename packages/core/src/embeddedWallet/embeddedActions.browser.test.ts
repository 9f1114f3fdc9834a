import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { chromiumArgs, chromiumExecutablePath } from '../../../../scripts/test/chromium'
import type { EmbeddedAppTestWindow, EmbeddedHostTestWindow } from './browserTest/testWindow'

// Core's embedded-wallet actions in a real browser against @latch/frame's real host: the app on
// http://localhost:A, the secure site's page on http://127.0.0.1:B (its handlers stand in for the server, which
// apps/secure-site's tests cover). No fake frame client: the messages cross origins as in the product.

const here = dirname(fileURLToPath(import.meta.url))
const servers: Server[] = []
let browser: Browser
let ports: { app: number; frame: number }

const html = (script?: string) =>
  `<!doctype html><meta charset="utf-8"><body>${script ? `<script type="module" src="${script}"></script>` : ''}</body>`

async function listen(files: Record<string, { type: string; body: string }>): Promise<number> {
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname]
    if (!file) return response.writeHead(404).end()
    response
      .writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' })
      .end(file.body)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  const [bundle, launched] = await Promise.all([
    build({
      entryPoints: {
        app: join(here, 'browserTest/appPage.ts'),
        host: join(here, 'browserTest/hostPage.ts'),
      },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      conditions: ['@latch/source'],
      outdir: '/out',
      logLevel: 'silent',
    }),
    chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs }),
  ])
  browser = launched
  const script = (name: string) =>
    bundle.outputFiles.find((file) => file.path === `/out/${name}.js`)?.text ?? ''
  const files = {
    '/app.html': { type: 'text/html', body: html('/app.js') },
    '/host.html': { type: 'text/html', body: html('/host.js') },
    '/provider.html': { type: 'text/html', body: html() },
    '/app.js': { type: 'text/javascript', body: script('app') },
    '/host.js': { type: 'text/javascript', body: script('host') },
  }
  ports = { app: await listen(files), frame: await listen(files) }
}, 30_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

const appUrl = (query = '') =>
  `http://localhost:${ports.app}/app.html?secureSite=${encodeURIComponent(`http://127.0.0.1:${ports.frame}/host.html`)}${query}`

async function openApp(page: Page, query = '') {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(appUrl(query))
  await page.waitForFunction(() => 'appTest' in window)
  return pageErrors
}

function host(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/host.html'))
  if (!frame) throw new Error('the secure site is not loaded')
  return frame
}

const hostEvents = (page: Page) =>
  host(page).evaluate(() => (window as unknown as EmbeddedHostTestWindow).hostTest.events)

/** Waits until the secure site has started `name` (n times). */
async function hostStarted(page: Page, name: string, times = 1) {
  await expect
    .poll(async () => (await hostEvents(page)).filter(([event]) => event === name).length)
    .toBe(times)
}

type App = EmbeddedAppTestWindow['appTest']
const app = <T>(page: Page, work: (appTest: App) => T | Promise<T>) =>
  page.evaluate(`(${work.toString()})(window.appTest)`) as Promise<T>

it('updateEmail: closing the modal takes the request back ("Modal closed"), the secure site drops it, and the next change starts clean', {
  timeout: 30_000,
}, async () => {
  const page = await browser.newPage()
  const pageErrors = await openApp(page)
  await app(page, (t) => {
    t.openModal()
    t.start('updateEmail', { email: 'new@example.com' })
  })
  await hostStarted(page, 'UPDATE_EMAIL')
  await app(page, (t) => t.closeModal())
  expect(await app(page, (t) => t.settled())).toEqual({
    status: 'failed',
    code: 'modalClosed',
    message: 'Modal closed',
  })
  // RPC_ABORT with the request's id reached the secure site's handler.
  await expect.poll(() => hostEvents(page)).toContainEqual(['aborted', 'UPDATE_EMAIL'])
  expect(await app(page, (t) => t.state().emailUpdate)).toBeUndefined()

  // Again: the first code's step, then the modal closes while it is checked.
  expect(
    await app(page, (t) => {
      t.openModal()
      return t.run('updateEmail', { email: 'new@example.com' })
    }),
  ).toEqual({ status: 'success' })
  expect(await app(page, (t) => t.state().emailUpdate)).toEqual({
    email: 'new@example.com',
    step: 'primary',
    status: 'idle',
  })
  await app(page, (t) => t.start('verifyEmailUpdate', { otp: 'hold' }))
  await hostStarted(page, 'UPDATE_EMAIL_PRIMARY_OTP')
  await app(page, (t) => t.closeModal())
  expect(await app(page, (t) => t.settled())).toMatchObject({ code: 'modalClosed' })
  await expect.poll(() => hostEvents(page)).toContainEqual(['aborted', 'UPDATE_EMAIL_PRIMARY_OTP'])

  // A clean attempt goes through: a wrong code says the secure site's text, then both codes change the e-mail
  // and the modal closes once the secure site reports the new address.
  expect(
    await app(page, (t) => {
      t.openModal()
      return t.run('updateEmail', { email: 'new@example.com' })
    }),
  ).toEqual({ status: 'success' })
  expect(await app(page, (t) => t.run('verifyEmailUpdate', { otp: '000000' }))).toMatchObject({
    status: 'failed',
    message: 'Invalid code',
  })
  expect(await app(page, (t) => t.state().emailUpdate)).toMatchObject({
    step: 'primary',
    status: 'failed',
    message: 'Invalid code',
  })
  expect(await app(page, (t) => t.run('verifyEmailUpdate', { otp: '111111' }))).toEqual({
    status: 'success',
  })
  expect(await app(page, (t) => t.state().emailUpdate)).toMatchObject({ step: 'secondary' })
  expect(await app(page, (t) => t.run('verifyEmailUpdate', { otp: '222222' }))).toEqual({
    status: 'success',
  })
  expect(await app(page, (t) => t.state())).toMatchObject({
    open: false,
    embeddedUser: { email: 'new@example.com' },
  })
  expect(pageErrors).toEqual([])
  await page.close()
})

it('connectEmail and verifyEmailOtp: a wrong code shows the secure site’s text, the right one connects the embedded wallet; a second e-mail within 30 s waits', {
  timeout: 30_000,
}, async () => {
  const page = await browser.newPage()
  const pageErrors = await openApp(page)
  // Nothing of the secure site loads before a login starts.
  expect(page.frames().some((frame) => frame.url().includes('/host.html'))).toBe(false)
  expect(
    await app(page, (t) => {
      t.openModal()
      return t.run('connectEmail', { email: 'ada@example.com' })
    }),
  ).toEqual({ status: 'success' })
  expect(await app(page, (t) => t.state().emailLogin)).toMatchObject({
    email: 'ada@example.com',
    status: 'pending',
  })
  expect(await app(page, (t) => t.run('verifyEmailOtp', { otp: '000000' }))).toMatchObject({
    status: 'failed',
    message: 'Invalid code',
  })
  expect(await app(page, (t) => t.run('verifyEmailOtp', { otp: '123456' }))).toEqual({
    status: 'success',
  })
  expect(await app(page, (t) => t.connectedWith())).toBe('embedded')
  expect(await app(page, (t) => t.run('connectEmail', { email: 'bob@example.com' }))).toMatchObject(
    {
      status: 'failed',
      message: expect.stringMatching(/^Please try again after (2\d|30) seconds$/),
    },
  )
  // The cooldown is the app's own (behaviour.md §5): the secure site never heard of bob.
  expect(await hostEvents(page)).toEqual([
    ['CONNECT_EMAIL', { email: 'ada@example.com' }],
    ['CONNECT_OTP', { otp: '000000' }],
    ['CONNECT_OTP', { otp: '123456' }],
  ])
  expect(pageErrors).toEqual([])
  await page.close()
})

it('exportPrivateKey: the secure site’s "User rejected the request." reads as a rejection', {
  timeout: 30_000,
}, async () => {
  const page = await browser.newPage()
  await openApp(page)
  expect(await app(page, (t) => t.run('exportPrivateKey'))).toMatchObject({
    status: 'rejected',
  })
  expect(await hostEvents(page)).toEqual([['EXPORT_PRIVATE_KEY', { chainNamespace: 'eip155' }]])
  await page.close()
})

it('connectSocial where the popup is blocked says so; asked again for this tab, the page leaves for the provider with its own URL as the way back', {
  timeout: 30_000,
}, async () => {
  const page = await browser.newPage()
  await page.addInitScript(() => {
    window.open = () => null
  })
  await openApp(page, '&from=test')
  expect(
    await app(page, (t) => {
      t.openModal()
      return t.run('connectSocial', { provider: 'google' })
    }),
  ).toEqual({ status: 'failed', code: 'popupBlocked', message: 'Popup blocked' })
  expect(await app(page, (t) => t.state())).toMatchObject({
    socialLogin: { provider: 'google', status: 'blocked', mode: 'redirect' },
    history: [{ view: 'Connect' }, { view: 'ConnectingSocial' }],
  })
  // Nothing left the page on its own.
  expect(page.url()).toBe(appUrl('&from=test'))

  const leaving = page.waitForURL(/\/provider\.html/)
  await app(page, (t) => t.start('connectSocial', { provider: 'google', mode: 'redirect' }))
  await leaving
  const provider = new URL(page.url())
  expect(provider.origin).toBe(`http://127.0.0.1:${ports.frame}`)
  // GET_SOCIAL_REDIRECT_URI carried the page's own URL as the way back.
  expect(provider.searchParams.get('returnUrl')).toBe(appUrl('&from=test'))
  await page.close()
})

it('the return from a redirect-mode login: the code leaves the URL, the secure site redeems it, the wallet connects on the Account view; a used code says "Failed to connect"', {
  timeout: 30_000,
}, async () => {
  const page = await browser.newPage()
  const pageErrors = await openApp(page, '&from=test&latch_social=one-time-code')
  await expect.poll(() => app(page, (t) => t.connectedWith())).toBe('embedded')
  expect(page.url()).toBe(appUrl('&from=test'))
  expect(await app(page, (t) => t.state())).toMatchObject({
    open: true,
    history: [{ view: 'Account' }],
    embeddedUser: { email: 'visitor@example.com', userName: 'Test Visitor' },
  })
  expect(await app(page, (t) => 'socialLogin' in t.state())).toBe(false)
  expect(await hostEvents(page)).toEqual([['CONNECT_SOCIAL', { redirectCode: 'one-time-code' }]])

  const replay = await browser.newPage()
  await openApp(replay, '&latch_social=spent-code')
  await expect
    .poll(() => app(replay, (t) => t.state().socialLogin))
    .toEqual({
      provider: 'google',
      status: 'failed',
      mode: 'redirect',
      message: 'Failed to connect',
    })
  expect(await app(replay, (t) => t.state().history)).toEqual([{ view: 'ConnectingSocial' }])
  expect(replay.url()).toBe(appUrl())
  expect(await app(replay, (t) => t.connectedWith())).toBeUndefined()
  expect(pageErrors).toEqual([])
  await page.close()
  await replay.close()
})
