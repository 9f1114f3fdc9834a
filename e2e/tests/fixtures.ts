import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { DevStackInfo } from '@latch/devstack'
import { stateDir } from '@latch/devstack/chain'
import { test as base, expect, type Frame, type Locator, type Page } from '@playwright/test'

/** Account #1 of the test mnemonic, the sample wallet's account. */
export const sampleAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const sampleAccountShort = '0x7099…79C8'

export const test = base.extend<{ errors: string[]; seenOnFailure: undefined }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'uncaught errors on the page').toEqual([])
    },
    { auto: true },
  ],
  /**
   * A failed test prints what the visitor had on screen (the page's accessibility tree, the modal's shadow root
   * included) and the page's console: a run's output is then enough to tell which dialog stayed open, even where
   * its traces are gone (a fresh clone's). docs/testing.md.
   */
  seenOnFailure: [
    async ({ page }, use, testInfo) => {
      const logs: string[] = []
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`))
      // What each press reached (the innermost target, through the modal's shadow root), for a click a test made
      // that the page never acted on (docs/testing.md): the last ones are printed with a failure.
      await page.addInitScript(() => {
        const presses: string[] = []
        Object.defineProperty(window, '__latchPresses', { value: presses })
        const describe = (event: Event) => {
          const target = event.composedPath()[0]
          if (!(target instanceof Element)) return String(target)
          const label = (target.closest('button,[role],a,input') ?? target).textContent?.trim()
          return `${target.tagName.toLowerCase()}${target.className ? `.${target.className}` : ''} "${label?.slice(0, 40) ?? ''}"`
        }
        // Where the press was, and where the element pressed was by the time it ended: a press that starts on a
        // control and ends elsewhere clicks their common ancestor.
        const box = (element: Element) => {
          const { x, y, width, height } = element.getBoundingClientRect()
          return `[${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}]`
        }
        let down: Element | undefined
        for (const type of ['pointerdown', 'pointerup', 'click'])
          window.addEventListener(
            type,
            (event) => {
              const { clientX, clientY } = event as MouseEvent
              let line = `${Math.round(performance.now())} ms ${type} at ${Math.round(clientX)},${Math.round(clientY)} ${describe(event)}`
              const target = event.composedPath()[0]
              if (type === 'pointerdown' && target instanceof Element) down = target
              if (type === 'pointerup' && down)
                line += ` · pressed element ${down.isConnected ? 'at' : 'detached, was'} ${box(down)}${(down as HTMLButtonElement).disabled ? ' disabled' : ''}`
              presses.push(line)
              if (presses.length > 30) presses.shift()
            },
            { capture: true },
          )
      })
      await use(undefined)
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return
      const seen = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`)
      const presses = await page
        .evaluate(() => (window as unknown as { __latchPresses?: string[] }).__latchPresses ?? [])
        .catch(() => [] as string[])
      process.stdout.write(
        `\n--- ${testInfo.title}: on screen at the failure ---\n${seen}\n--- the page's console (last 30) ---\n${logs.slice(-30).join('\n')}\n--- the last presses (what each reached) ---\n${presses.slice(-12).join('\n')}\n---\n`,
      )
    },
    { auto: true },
  ],
})
export { expect }

/** Loads the demo (at `path`) with the development switch on, as a newcomer would after ticking it once. */
export async function openDemoWithSampleWallet(page: Page, path = '/') {
  await page.goto(path)
  await page.getByRole('checkbox', { name: 'Inject the sample wallet' }).check()
  await expect(walletControls(page)).toBeVisible()
}

export function walletControls(page: Page): Locator {
  return page.getByRole('region', { name: 'Sample wallet controls' })
}

export function connectButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Connect Wallet' })
}

export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name })
}

export async function connectSampleWallet(page: Page) {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(sampleAccountShort) })).toBeVisible()
}

/**
 * Resolves once no finite animation runs on the page, in the modal's shadow root too. The dialog fades and rises
 * in (`ANIMATION_MS.modal`, 150 ms), and a check made meanwhile reads its text faded into the backdrop:
 * axe reported `color-contrast` on whichever elements were mid-fade when a busy machine ran it. Infinite animations
 * (a spinner) never settle and are left out.
 */
export async function animationsSettled(page: Page | Frame) {
  await page.waitForFunction(
    () => {
      const roots: (Document | ShadowRoot)[] = [document]
      for (const root of roots)
        for (const element of root.querySelectorAll('*'))
          if (element.shadowRoot) roots.push(element.shadowRoot)
      return roots
        .flatMap((root) => root.getAnimations())
        .every(
          (animation) =>
            animation.playState === 'finished' ||
            animation.playState === 'idle' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        )
    },
    undefined,
    { polling: 'raf' },
  )
}

/** axe-core's own build, evaluated once into each document a scan reads (not again for every scan). */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * axe-core scan of what is on screen, once it is at rest: no serious or critical violation. `only` narrows it to
 * one element (the modal: `'latch-modal'`), or to one element inside a frame (`[frameSelector, selector]`: a
 * secure-site screen), which spares a sweep scanning the rest of the page again and again. Without it, the page and
 * each of its frames are scanned, each in its own document (the secure site's frame is another origin, which axe's
 * frame messages do not reach).
 *
 * axe is put into a document once and run there directly: @axe-core/playwright evaluated its 550 KB into every
 * frame on every scan, more than half of a scan's 1.3 s, and scans are most of the sweeps' time (docs/testing.md).
 */
export async function expectAccessible(
  page: Page,
  only?: string | [frame: string, selector: string],
) {
  await animationsSettled(page)
  const scans: { target: Page | Frame; include?: string }[] = []
  if (Array.isArray(only)) {
    const frame = await (await page.locator(only[0]).elementHandle())?.contentFrame()
    if (!frame) throw new Error(`no frame ${only[0]} to scan`)
    await animationsSettled(frame)
    scans.push({ target: frame, include: only[1] })
  } else if (only) scans.push({ target: page, include: only })
  else
    for (const frame of page.frames())
      scans.push({ target: frame === page.mainFrame() ? page : frame })
  const severe: string[] = []
  for (const { target, include } of scans) severe.push(...(await axeViolations(target, include)))
  expect(severe).toEqual([])
}

/** The serious and critical axe violations of one document (within `include` when given), as readable lines. */
async function axeViolations(target: Page | Frame, include: string | undefined): Promise<string[]> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axeSource)
  return target.evaluate(async (include) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const results = await axe.run(include ? { include: [[include]] } : document, {
      iframes: false,
      resultTypes: ['violations'],
    })
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  }, include)
}

/** What the run's dev stack started (its URLs, contracts and chains), from its state directory (e2e/runShards.ts). */
export function devStackInfo(): DevStackInfo {
  return JSON.parse(readFileSync(join(stateDir, 'devstack.json'), 'utf8')) as DevStackInfo
}

/**
 * The secure site's frame, which draws its screens (ApproveTransaction, key export) over the page in the modal's
 * own frame (behaviour.md §2.1, §11).
 */
export const secureSiteFrame = 'iframe[title="Secure wallet"]'

/**
 * The open dialog's box and what the visitor would notice about it, measured in the page: the modal's dialog, or
 * with `screen` the secure site's dialog in its frame (which covers the viewport, so its boxes are the page's).
 */
export async function dialogLayout(page: Page, screen?: Frame) {
  const layout = await (screen ?? page).evaluate((inModal) => {
    const root = inModal ? document.querySelector('latch-modal')?.shadowRoot : document
    const dialog = root?.querySelector<HTMLElement>('[role=dialog]')
    if (!root || !dialog) throw new Error('no open dialog')
    const box = dialog.getBoundingClientRect()
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    // A box wider than its content lets it spill (text, a row): every visible element of the dialog must lie
    // within the dialog's sides, and hold its own content unless it clips it on purpose (a scroller, an ellipsis).
    const overflowing = [...dialog.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        if (element.closest('.toast-region') || element.getClientRects().length === 0) return false
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) return false
        const style = getComputedStyle(element)
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
        return (
          rect.left < box.left - 0.5 ||
          rect.right > box.right + 0.5 ||
          (!clips && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        )
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 30)}"`,
      )
    return {
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      viewport: { width: innerWidth, height: innerHeight },
      focusInside: Boolean(active && dialog.contains(active)),
      overflowing,
    }
  }, !screen)
  // The page's own sideways scroll, also when the dialog is in a frame; a screen's focus needs the frame's too.
  const page_ = await page.evaluate(
    (frame) => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      frameFocused: document.activeElement?.matches(frame) ?? false,
    }),
    secureSiteFrame,
  )
  return {
    ...layout,
    pageScrollWidth: page_.scrollWidth,
    focusInside: layout.focusInside && (!screen || page_.frameFocused),
  }
}

/**
 * What every view must hold at any size and theme: the dialog fully inside the viewport, no sideways page
 * scroll, nothing spilling out of its box, focus inside the dialog, axe clean. `screen`: the secure site's frame,
 * for a screen it draws (then its dialog is the one checked).
 */
export async function expectWellShown(page: Page, screen?: Frame) {
  await animationsSettled(screen ?? page)
  const layout = await dialogLayout(page, screen)
  expect(layout.box.left).toBeGreaterThanOrEqual(0)
  expect(layout.box.top).toBeGreaterThanOrEqual(0)
  expect(layout.box.right).toBeLessThanOrEqual(layout.viewport.width)
  expect(layout.box.bottom).toBeLessThanOrEqual(layout.viewport.height)
  expect(layout.pageScrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(
    layout.viewport.width,
  )
  expect(layout.overflowing, 'elements spill out of their box').toEqual([])
  expect(layout.focusInside, 'focus is inside the dialog').toBe(true)
  await expectAccessible(page, screen ? [secureSiteFrame, '[role=dialog]'] : 'latch-modal')
}
