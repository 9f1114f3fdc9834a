import type { Locator, Page } from '@playwright/test'
import { connectButton, dialog, expect } from './fixtures'

/** The dev stack's relay (the Latch server's). */
export const relayUrl = 'ws://localhost:8787/relay'

/** Opens the QR view and reads the pairing URI the way a visitor shares it: "Copy link". */
export async function pairingUri(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
  const view = dialog(page, 'WalletConnect')
  return copyLink(page, view)
}

/**
 * "Copy link" on a QR view, and the link it copied. The clipboard is the browser's, shared with the tests before
 * and holding an earlier link: it is emptied first, so what is read is this copy's link, never an older one.
 */
export async function copyLink(page: Page, view: Locator): Promise<string> {
  await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await view.getByRole('button', { name: 'Copy link' }).click()
  // The link itself, not the "Link copied" toast: the toast lives 2.5 s of the page's time, which a busy machine
  // can spend before a look; toasts.spec.ts checks it on a paused clock.
  const readLink = () => page.evaluate(() => navigator.clipboard.readText())
  await expect.poll(readLink).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return readLink()
}
