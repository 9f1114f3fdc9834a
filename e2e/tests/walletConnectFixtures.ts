import type { Page } from '@playwright/test'
import { connectButton, dialog, expect } from './fixtures'

/** The dev stack's relay (the Latch server's). */
export const relayUrl = 'ws://localhost:8787/relay'

/** Opens the QR view and reads the pairing URI the way a visitor shares it: "Copy link". */
export async function pairingUri(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
  const view = dialog(page, 'WalletConnect')
  await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  await view.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('dialog').getByText('Link copied')).toBeVisible()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}
