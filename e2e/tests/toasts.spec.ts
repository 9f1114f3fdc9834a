import type { Page } from '@playwright/test'
import { connectButton, dialog, expect, test } from './fixtures'

/** The toast's box and the dialog's, as drawn. */
async function boxes(page: Page) {
  const toast = await page
    .getByRole('status')
    .filter({ hasText: 'Link copied' })
    .locator('div')
    .boundingBox()
  const frame = await page.getByRole('dialog').boundingBox()
  if (!toast || !frame) throw new Error('no toast or no dialog')
  return { toast, frame }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a success toast shows clear of the dialog's content, politely, and goes after a short time or with its view (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    // The page's clock: time runs on, and the test moves it past the toast's life instead of waiting it out.
    await page.clock.install()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/')
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
    const view = dialog(page, 'WalletConnect')
    await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
    // From here the page's time moves only when the test moves it: a toast lives 2.5 s of page time, which a busy
    // machine could spend between the click and the first look (the toast gone before it was ever seen). The pause
    // lies ahead of the page's clock by more than a busy machine takes to get the call there.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000))

    await view.getByRole('button', { name: 'Copy link' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Link copied' })
    await expect(toast).toBeVisible()
    const { toast: toastBox, frame } = await boxes(page)
    // Above the frame, inside the viewport: nothing of the dialog is covered.
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(frame.y)
    expect(toastBox.y).toBeGreaterThanOrEqual(0)
    await page.clock.runFor(2_500)
    await expect(toast).toBeHidden()

    // A view change takes the toast with it.
    await view.getByRole('button', { name: 'Copy link' }).click()
    await expect(toast).toBeVisible()
    await view.getByRole('button', { name: 'Back' }).click()
    await expect(dialog(page, 'Connect Wallet')).toBeVisible()
    await expect(page.getByText('Link copied')).toBeHidden()
  })
}
