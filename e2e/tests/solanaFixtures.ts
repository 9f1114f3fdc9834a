import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import type { Page } from '@playwright/test'
import { connectButton, dialog, expect } from './fixtures'

/** The sample wallet's Solana side (Wallet Standard, test key #1) on the dev stack's local Solana chain. */
export const sampleSolana = solanaTestKey(1).address
export const sampleSolanaShort = `${sampleSolana.slice(0, 6)}…${sampleSolana.slice(-4)}`

/** With nothing connected: Solana Local from the network list, then the sample wallet from Connect. */
export async function connectSolanaSide(page: Page) {
  await page.getByRole('button', { name: /^Select network: / }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Solana Local' }).click()
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(sampleSolanaShort) })).toBeVisible()
}
