import type { Frame, Page, TestInfo } from '@playwright/test'
import {
  animationsSettled,
  connectSampleWallet,
  dialog,
  dialogLayout,
  expect,
  expectWellShown,
  openDemoWithSampleWallet,
  sampleAccountShort,
  secureSiteFrame,
} from './fixtures'

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
const schemes = ['light', 'dark'] as const

export const phoneSize = sizes[0]

/**
 * LATCH_E2E_SCREENSHOTS=1 keeps a screenshot of each view, size and theme in `e2e/test-results/` for a reviewer
 * (docs/testing.md). Off by default: nothing reads them in a run, and they were a sixth of a sweep's time.
 */
const keepScreenshots = Boolean(process.env.LATCH_E2E_SCREENSHOTS)

/**
 * The demo with the sample wallet connected, at a phone's width from then on: the account and network buttons must
 * fit it (no sideways scroll) in every view swept after.
 */
export async function connectSampleWalletOnPhone(page: Page) {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await page.setViewportSize(phoneSize)
}

export type SweepOptions = {
  /**
   * Where Escape leads from this view, when the spec says it goes back instead of closing: the dialog named so
   * (Send's token list closes and leaves Send, behaviour.md §13.1; a secure-site screen answers and leaves the view
   * under it). Without it, Escape closes the modal (§2.3).
   */
  escapeTo?: string
  /** A secure-site screen of this title, drawn in its own frame over the page (§2.1, §11): the dialog checked. */
  screen?: string
}

/**
 * One view at both sizes in both themes, on the same page (resized, recoloured, never reloaded): what every view
 * must hold (and a screenshot of each, when asked). Then Escape closes the modal from this view (behaviour.md
 * §2.3), or goes back where the spec says so (`escapeTo`).
 */
export async function sweep(
  page: Page,
  testInfo: TestInfo,
  view: string,
  { escapeTo, screen }: SweepOptions = {},
) {
  const frame = screen ? await secureSiteScreen(page, screen) : undefined
  for (const size of sizes) {
    await page.setViewportSize(size)
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme })
      await expectWellShown(page, frame)
      if (keepScreenshots)
        await page.screenshot({ path: testInfo.outputPath(`${view}-${size.name}-${scheme}.png`) })
    }
  }
  await page.keyboard.press('Escape')
  if (frame) await expect(frame.getByRole('dialog', { name: screen })).toHaveCount(0)
  if (!escapeTo) {
    await expect(page.getByRole('dialog')).toHaveCount(0)
    return
  }
  await expect(dialog(page, escapeTo)).toBeVisible()
  await expect.poll(async () => (await dialogLayout(page)).focusInside).toBe(true)
}

/** The secure site's frame while it shows the screen titled `title`. */
async function secureSiteScreen(page: Page, title: string): Promise<Frame> {
  const frame = await (await page.locator(secureSiteFrame).elementHandle())?.contentFrame()
  if (!frame) throw new Error('no secure-site frame')
  await expect(frame.getByRole('dialog', { name: title })).toBeVisible()
  return frame
}

export const accountButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(sampleAccountShort) })

/**
 * Opens the Account view and waits for it to settle: its balances listed and its height animation over. On a phone
 * the bottom sheet grows upwards as the balances arrive, carrying Send and Swap with it; a click made meanwhile
 * can press on the button and release where it no longer is, and then clicks nothing (a failed CI run sat two
 * minutes on the Account view after "clicking" Send).
 */
export async function openAccount(page: Page) {
  await accountButton(page).click()
  const account = dialog(page, 'Account')
  await expect(account.getByRole('list', { name: 'Tokens' })).toBeVisible()
  await animationsSettled(page)
  return account
}
