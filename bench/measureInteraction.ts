import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumExecutablePath } from '../scripts/test/chromium'
import { serveStatic } from './serveStatic'

export type Interaction = {
  buttonVisibleMs: number
  /** Undefined for the baselines, which have no modal. */
  clickToDialogMs: number | undefined
  heapAfterOpenBytes: number
  outsideRequestsBeforeOpen: number
  outsideRequestsAfterOpen: number
  runs: number
}

/**
 * Runs in the page, so it is source text: tsx would otherwise inject helpers the page does not have. From the
 * click to the first frame with a dialog on screen, searching shadow roots too.
 */
const timeClickToDialog = new Function(
  'element',
  `return new Promise((resolve, reject) => {
  const find = (root) => {
    const found = root.querySelector('[role=dialog], [role=alertdialog], dialog[open]')
    if (found && found.getClientRects().length > 0) return found
    for (const child of root.querySelectorAll('*')) {
      const inner = child.shadowRoot ? find(child.shadowRoot) : null
      if (inner) return inner
    }
    return null
  }
  const start = performance.now()
  element.click()
  const tick = () => {
    if (find(document)) resolve(performance.now() - start)
    else if (performance.now() - start > 30000) reject(new Error('no dialog'))
    else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})`,
) as (element: Element) => Promise<number>

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * Loads a contender's page in headless Chromium, every request outside localhost blocked and counted: time
 * to the connect button, click to the dialog (median of `runs`, a fresh context each), JS heap after opening.
 */
export async function measureInteraction(
  dir: string,
  runs: number,
  options: { modal: boolean },
): Promise<Interaction> {
  const site = await serveStatic(dir)
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs, '--enable-precise-memory-info'],
  })
  const button: number[] = []
  const dialog: number[] = []
  const heap: number[] = []
  const before: number[] = []
  const after: number[] = []
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
      await page.waitForTimeout(300)
      before.push(outside)
      if (options.modal) dialog.push(await connect.evaluate(timeClickToDialog))
      await page.waitForTimeout(500)
      after.push(outside)
      const client = await context.newCDPSession(page)
      const usage = (await client.send('Runtime.getHeapUsage')) as { usedSize: number }
      heap.push(usage.usedSize)
      await context.close()
    }
  } finally {
    await browser.close()
    await site.close()
  }
  return {
    buttonVisibleMs: median(button),
    clickToDialogMs: options.modal ? median(dialog) : undefined,
    heapAfterOpenBytes: Math.round(median(heap)),
    outsideRequestsBeforeOpen: median(before),
    outsideRequestsAfterOpen: median(after),
    runs,
  }
}
