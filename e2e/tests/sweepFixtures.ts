import type { Page, TestInfo } from '@playwright/test'
import { expect, expectWellShown, sampleAccountShort } from './fixtures'

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
const schemes = ['light', 'dark'] as const

export const phoneSize = sizes[0]

/**
 * One view at both sizes in both themes, on the same page (resized, recoloured, never reloaded): what every view
 * must hold, and a screenshot of each for a reviewer. Then Escape closes the modal from this view (behaviour.md §2).
 */
export async function sweep(page: Page, testInfo: TestInfo, view: string) {
  for (const size of sizes) {
    await page.setViewportSize(size)
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme })
      await expectWellShown(page)
      await page.screenshot({ path: testInfo.outputPath(`${view}-${size.name}-${scheme}.png`) })
    }
  }
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

export const accountButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(sampleAccountShort) })
