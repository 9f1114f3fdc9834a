import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { chromiumArgs, chromiumExecutablePath } from '../../../scripts/test/chromium'
import type { AppTestWindow, HostTestWindow } from './browserTest/testWindow'

// The channel in a real browser, across real origins: the app on http://localhost:A frames the secure site on
// http://127.0.0.1:B; a third origin (http://127.0.0.1:C) and windows of both origins that are not the two
// parties post forged messages, which must be dropped on both sides.

const here = dirname(fileURLToPath(import.meta.url))
const servers: Server[] = []
let browser: Browser

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

let appUrl: string
let ports: { app: number; frame: number; third: number }

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
      outdir: '/out',
      logLevel: 'silent',
    }),
    chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs }),
  ])
  browser = launched
  const script = (name: string) =>
    bundle.outputFiles.find((file) => file.path === `/out/${name}.js`)?.text ?? ''
  // Every origin serves every page: what a page may do depends only on where it is loaded from.
  const files = {
    '/app.html': { type: 'text/html', body: html('/app.js') },
    '/host.html': { type: 'text/html', body: html('/host.js') },
    '/blank.html': { type: 'text/html', body: html() },
    '/app.js': { type: 'text/javascript', body: script('app') },
    '/host.js': { type: 'text/javascript', body: script('host') },
  }
  ports = { app: await listen(files), frame: await listen(files), third: await listen(files) }
  appUrl = `http://localhost:${ports.app}/app.html?frameOrigin=${encodeURIComponent(`http://127.0.0.1:${ports.frame}`)}&thirdOrigin=${encodeURIComponent(`http://127.0.0.1:${ports.third}`)}`
}, 30_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

function frameAt(page: Page, origin: string, path: string): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${origin}${path}`))
  if (!frame) throw new Error(`no frame at ${origin}${path}`)
  return frame
}

it('round-trips a request across two origins and drops what other windows post, on both sides', {
  timeout: 20_000,
}, async () => {
  const appOrigin = `http://localhost:${ports.app}`
  const frameOrigin = `http://127.0.0.1:${ports.frame}`
  const thirdOrigin = `http://127.0.0.1:${ports.third}`
  const page = await browser.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(appUrl)

  // READY, 500 ms, then a request and its answer.
  await page.evaluate(() => (window as unknown as AppTestWindow).appTest.client.ready)
  const answer = await page.evaluate(() =>
    (window as unknown as AppTestWindow).appTest.client.request('CONNECT_EMAIL', {
      email: 'ada@example.com',
    }),
  )
  expect(answer).toEqual({ action: 'VERIFY_OTP' })

  // A second request stays pending in the secure site; its id is what a forger would need.
  await page.evaluate(() => {
    const { appTest } = window as unknown as AppTestWindow
    appTest.otp = appTest.client.request('CONNECT_OTP', { otp: '123456' }).then(
      () => 'resolved',
      (error: Error) => `rejected: ${error.message}`,
    )
  })
  const host = frameAt(page, frameOrigin, '/host.html')
  await host.waitForFunction(
    () => (window as unknown as HostTestWindow).hostTest.handled.length === 2,
  )
  const otpId = await host.evaluate(
    () => (window as unknown as HostTestWindow).hostTest.handled[1]?.[2],
  )
  expect(otpId).toMatch(/^[0-9a-f-]{36}$/)

  // To the app: a forged error for that request, from the secure site's origin (another of its windows) and
  // from a third origin.
  const forgedReply = {
    type: '@latch/frame/CONNECT_OTP_ERROR',
    id: otpId,
    payload: { message: 'forged' },
  }
  for (const forger of [
    frameAt(page, frameOrigin, '/blank.html'),
    frameAt(page, thirdOrigin, '/blank.html'),
  ])
    await forger.evaluate((message) => window.parent.postMessage(message, '*'), forgedReply)
  // To the secure site: a forged request from the app's origin (another of its windows) and from a third origin.
  const forgedRequest = {
    type: '@latch/app/CONNECT_EMAIL',
    id: 'forged',
    payload: { email: 'evil@example.com' },
  }
  for (const forger of [
    frameAt(page, appOrigin, '/blank.html'),
    frameAt(page, thirdOrigin, '/blank.html'),
  ])
    await forger.evaluate(
      (message) => window.parent.frames[0]?.postMessage(message, '*'),
      forgedRequest,
    )

  // Each forged message arrived and was dropped with a warning naming where it came from.
  await page.waitForFunction(
    () => (window as unknown as AppTestWindow).appTest.warnings.length === 2,
  )
  await host.waitForFunction(
    () => (window as unknown as HostTestWindow).hostTest.warnings.length === 2,
  )
  const appWarnings = await page.evaluate(
    () => (window as unknown as AppTestWindow).appTest.warnings,
  )
  // Two source windows post independently (site isolation puts them in separate processes), so the order in
  // which their messages arrive is not defined: compare the sets.
  expect(appWarnings.map(([, origin]) => origin).sort()).toEqual([frameOrigin, thirdOrigin].sort())
  for (const [message] of appWarnings) expect(message).toMatch(/not from the frame/)
  const hostState = await host.evaluate(() => {
    const { handled, warnings } = (window as unknown as HostTestWindow).hostTest
    return { handled: handled.map(([name, value]) => [name, value]), warnings }
  })
  expect(hostState.warnings.map(([, origin]) => origin).sort()).toEqual(
    [appOrigin, thirdOrigin].sort(),
  )
  expect(hostState.handled).toEqual([
    ['CONNECT_EMAIL', 'ada@example.com'],
    ['CONNECT_OTP', '123456'],
  ])

  // The forged error settled nothing: the real answer still decides.
  await host.evaluate(() => (window as unknown as HostTestWindow).hostTest.release())
  expect(await page.evaluate(() => (window as unknown as AppTestWindow).appTest.otp)).toBe(
    'resolved',
  )

  // The secure site's iframe navigated elsewhere (a redirect): the same window, another origin, not heard.
  const navigation = page.waitForEvent('framenavigated', (frame) =>
    frame.url().endsWith('?navigated'),
  )
  await host.evaluate((url) => {
    location.href = url
  }, `${thirdOrigin}/blank.html?navigated`)
  const navigated = await navigation
  await navigated.waitForLoadState()
  // It is the secure site's iframe (the app page's first), not the third-origin page it also frames.
  expect(
    await navigated
      .frameElement()
      .then((element) => element.evaluate((iframe) => iframe === document.querySelector('iframe'))),
  ).toBe(true)
  await navigated.evaluate(() =>
    window.parent.postMessage(
      { type: '@latch/frame/USER_UPDATE', payload: { address: '0xevil', chainId: 1 } },
      '*',
    ),
  )
  await page.waitForFunction(
    () => (window as unknown as AppTestWindow).appTest.warnings.length === 3,
    undefined,
    { timeout: 5_000 },
  )
  const after = await page.evaluate(() => {
    const { warnings, users } = (window as unknown as AppTestWindow).appTest
    return { origin: warnings[2]?.[1], users }
  })
  expect(after).toEqual({ origin: thirdOrigin, users: [] })
  expect(pageErrors).toEqual([])
  await page.close()
})

it('RELOAD: the secure site answers, reloads itself, and the next request waits for its READY and 500 ms', {
  timeout: 20_000,
}, async () => {
  const frameOrigin = `http://127.0.0.1:${ports.frame}`
  const page = await browser.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(appUrl)
  await page.evaluate(() => (window as unknown as AppTestWindow).appTest.client.ready)
  const firstStart = await frameAt(page, frameOrigin, '/host.html').evaluate(
    () => (window as unknown as HostTestWindow).hostTest.startedAt,
  )

  const answer = await page.evaluate(async () => {
    const { client } = (window as unknown as AppTestWindow).appTest
    await client.request('RELOAD')
    // Asked at once: it is posted to the reloaded page only.
    return client.request('CONNECT_EMAIL', { email: 'after-reload@example.com' })
  })
  expect(answer).toEqual({ action: 'VERIFY_OTP' })
  const reloaded = await frameAt(page, frameOrigin, '/host.html').evaluate(() => {
    const { startedAt, servedAt, handled } = (window as unknown as HostTestWindow).hostTest
    return { startedAt, servedAt, handled: handled.map(([name, value]) => [name, value]) }
  })
  expect(reloaded.startedAt).toBeGreaterThan(firstStart)
  expect(reloaded.handled).toEqual([['CONNECT_EMAIL', 'after-reload@example.com']])
  expect((reloaded.servedAt[0] ?? 0) - reloaded.startedAt).toBeGreaterThanOrEqual(500)
  expect(pageErrors).toEqual([])
  await page.close()
})
