import type { Locator } from '@playwright/test'
import {
  connectSampleWallet,
  dialog,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  sampleAccountShort,
  test,
} from './fixtures'

/** How a button looks, and the contrast of its text on its own background (WCAG relative luminance). */
function looks(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element)
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((c) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    )
    return {
      color: style.color,
      background: style.backgroundColor,
      opacity: style.opacity,
      cursor: style.cursor,
      contrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
    }
  })
}

test('a disabled Continue looks disabled, and its text still meets the contrast rule', async ({
  page,
}) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  const continueButton = send.getByRole('button', { name: 'Continue' })

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(continueButton).toBeDisabled()
    const disabled = await looks(continueButton)
    expect(disabled.cursor).toBe('not-allowed')
    expect(disabled.contrast).toBeGreaterThanOrEqual(4.5)

    await send.getByLabel('Recipient').fill('0x90F79bf6EB2c4f870365E785982E1f101E93b906')
    await send.getByLabel('Amount', { exact: true }).fill('1')
    await expect(continueButton).toBeEnabled()
    const enabled = await looks(continueButton)
    expect(enabled.cursor).toBe('pointer')
    expect(enabled.contrast).toBeGreaterThanOrEqual(4.5)
    expect([disabled.color, disabled.background]).not.toEqual([enabled.color, enabled.background])
    await expectAccessible(page, 'latch-modal')

    await send.getByLabel('Recipient').fill('')
  }
})
