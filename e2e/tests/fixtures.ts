import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { DevStackInfo } from '@latch/devstack'
import { stateDir } from '@latch/devstack/chain'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

/** Account #1 of the test mnemonic, the sample wallet's account. */
export const sampleAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const sampleAccountShort = '0x7099…79C8'

export const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'uncaught errors on the page').toEqual([])
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
export async function animationsSettled(page: Page) {
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

/** axe-core scan of what is on screen, once it is at rest: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  await animationsSettled(page)
  const results = await new AxeBuilder({ page }).analyze()
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** What the run's dev stack started (its URLs, contracts and chains), from its state directory (e2e/runShards.ts). */
export function devStackInfo(): DevStackInfo {
  return JSON.parse(readFileSync(join(stateDir, 'devstack.json'), 'utf8')) as DevStackInfo
}
