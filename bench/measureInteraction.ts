import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumExecutablePath } from '../scripts/test/chromium'
import { serveStatic } from './serveStatic'

export type Interaction = {
  /** JS files the page fetched by its load event: module scripts, their static imports, modulepreloads. */
  jsFilesByLoad: number
  buttonVisibleMs: number
  /** Undefined for the baselines, which have no modal. */
  clickToDialogMs: number | undefined
  /** Click to the first frame showing the dialog's content (its first wallet, or its no-wallet message). */
  clickToContentMs: number | undefined
  /**
   * With the modal open, click on its "WalletConnect" row to the first frame showing the QR code (a pairing made
   * over the relay). Undefined for the contenders without a relay of their own here.
   */
  clickWalletConnectToQrMs?: number | undefined
  /** Outside requests by then (the relay is on loopback: not one of them). */
  outsideRequestsAfterQr?: number | undefined
  heapAfterOpenBytes: number
  outsideRequestsBeforeOpen: number
  outsideRequestsAfterOpen: number
  runs: number
}

/**
 * Runs in the page, so it is source text: tsx would otherwise inject helpers the page does not have. Clicks, then
 * checks every animation frame (searching shadow roots too) for the first frame with a dialog laid out, and the
 * first with its content laid out and not `visibility: hidden`: an element matching `content`. Both figures count
 * from the frame the element is there, not from the end of an opacity fade-in. The WalletConnect figure clicks a row
 * of the open dialog the same way, its QR code as `content`.
 */
const timeClick = new Function(
  'element',
  'content',
  `return new Promise((resolve, reject) => {
  const find = (root, selector, shown) => {
    for (const found of root.querySelectorAll(selector)) if (shown(found)) return found
    for (const child of root.querySelectorAll('*')) {
      const inner = child.shadowRoot ? find(child.shadowRoot, selector, shown) : null
      if (inner) return inner
    }
    return null
  }
  const laidOut = (found) => found.getClientRects().length > 0
  const visible = (found) => laidOut(found) && found.checkVisibility({ visibilityProperty: true })
  const start = performance.now()
  let dialogMs
  element.click()
  const tick = () => {
    const now = performance.now() - start
    if (dialogMs === undefined && find(document, '[role=dialog], [role=alertdialog], dialog[open]', laidOut))
      dialogMs = now
    if (dialogMs !== undefined && find(document, content, visible)) resolve({ dialogMs, contentMs: now })
    else if (now > 30000) reject(new Error(dialogMs === undefined ? 'no dialog' : 'no content'))
    else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})`,
) as (element: Element, content: string) => Promise<{ dialogMs: number; contentMs: number }>

/**
 * Runs in the page (source text, like `timeClick`): the distinct JS files requested before the load event. The
 * resource timeline holds them all: the document's module scripts, their static imports and its modulepreload
 * links (not the document's elements: Vite's preload helper adds modulepreload links for later `import()`s).
 */
const countJsFilesByLoad = new Function(
  `const load = performance.getEntriesByType('navigation')[0].loadEventStart
  const urls = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime <= load && new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => entry.name)
  return new Set(urls).size`,
) as () => number

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The QR code of a WalletConnect pairing: an image named for what it is (packages/react's QrCode). */
const walletConnectQr = '[role=img][aria-label="WalletConnect QR code"]'

/**
 * Loads a contender's page in headless Chromium, every request outside localhost blocked and counted: time
 * to the connect button, click to the dialog and to its first content (median of `runs`, a fresh context each),
 * JS heap after opening. `modal.content` selects the content: the first wallet item or the no-wallet message.
 * `modal.walletConnect` then clicks the dialog's "WalletConnect" row and times its QR code; the relay is on
 * loopback, so its traffic is not an outside request (those after the QR code are counted on their own).
 */
export async function measureInteraction(
  dir: string,
  runs: number,
  options: { modal?: { content: string; walletConnect?: boolean } },
): Promise<Interaction> {
  const site = await serveStatic(dir)
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs, '--enable-precise-memory-info'],
  })
  const button: number[] = []
  const jsFiles: number[] = []
  const dialog: number[] = []
  const content: number[] = []
  const heap: number[] = []
  const before: number[] = []
  const after: number[] = []
  const qr: number[] = []
  const afterQr: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      let outside = 0
      await context.route('**/*', (route) => {
        const host = new URL(route.request().url()).hostname
        if (host === '127.0.0.1' || host === 'localhost') return route.continue()
        outside++
        return route.abort('blockedbyclient')
      })
      const page = await context.newPage()
      const start = Date.now()
      await page.goto(site.url)
      const connect = page.getByRole('button', { name: /connect/i }).first()
      await connect.waitFor({ state: 'visible', timeout: 30_000 })
      button.push(Date.now() - start)
      // `goto` returned at the load event: what was requested by then is in the resource timeline.
      jsFiles.push(await page.evaluate(countJsFilesByLoad))
      await page.waitForTimeout(300)
      before.push(outside)
      if (options.modal) {
        const times = await connect.evaluate(timeClick, options.modal.content)
        dialog.push(times.dialogMs)
        content.push(times.contentMs)
      }
      await page.waitForTimeout(500)
      after.push(outside)
      const client = await context.newCDPSession(page)
      const usage = (await client.send('Runtime.getHeapUsage')) as { usedSize: number }
      heap.push(usage.usedSize)
      if (options.modal?.walletConnect) {
        const row = page
          .getByRole('dialog')
          .getByRole('button', { name: 'WalletConnect', exact: true })
        await row.waitFor({ state: 'visible', timeout: 30_000 })
        qr.push((await row.evaluate(timeClick, walletConnectQr)).contentMs)
        await page.waitForTimeout(500)
        afterQr.push(outside)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await site.close()
  }
  return {
    jsFilesByLoad: median(jsFiles),
    buttonVisibleMs: median(button),
    clickToDialogMs: options.modal ? median(dialog) : undefined,
    clickToContentMs: options.modal ? median(content) : undefined,
    heapAfterOpenBytes: Math.round(median(heap)),
    outsideRequestsBeforeOpen: median(before),
    outsideRequestsAfterOpen: median(after),
    clickWalletConnectToQrMs: options.modal?.walletConnect ? median(qr) : undefined,
    outsideRequestsAfterQr: options.modal?.walletConnect ? median(afterQr) : undefined,
    runs,
  }
}
