import { dialog, expect, test } from './fixtures'
import { connectSampleWalletOnPhone, openAccount, sweep } from './sweepFixtures'

// The views between a form and the wallet's prompt: Send's token list, Review Send and Review Swap, each at phone
// and desktop size in both themes (sweepFixtures.ts). Nothing is sent: each sweep ends on Escape.
test("Send's token list, Review Send and Review Swap, at phone and desktop size, light and dark", async ({
  page,
}, testInfo) => {
  await connectSampleWalletOnPhone(page)
  const send = dialog(page, 'Send')

  await (await openAccount(page)).getByRole('button', { name: 'Send', exact: true }).click()
  const tokenButton = send.getByRole('button', { name: /^Token / })
  await tokenButton.click()
  await expect(send.getByRole('button', { name: /^LUSD Latch USD Balance / })).toBeVisible()
  // Escape closes the list, not the modal (behaviour.md §13.1).
  await sweep(page, testInfo, 'send-token-list', { escapeTo: 'Send' })
  await expect(tokenButton).toHaveAttribute('aria-expanded', 'false')

  await send.getByLabel('Recipient').fill('0x90F79bf6EB2c4f870365E785982E1f101E93b906')
  await send.getByLabel('Amount', { exact: true }).fill('0.001')
  await send.getByRole('button', { name: 'Continue' }).click()
  const review = dialog(page, 'Review Send')
  await expect(review.getByText(/^\d+\.\d{6} ETH/)).toBeVisible()
  await sweep(page, testInfo, 'send-preview')

  await (await openAccount(page)).getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = dialog(page, 'Swap')
  await swap.getByLabel('Amount to swap').fill('1')
  await expect(swap.locator('output')).toContainText(/^[\d,]+\.\d{3} LUSD$/)
  await swap.getByRole('button', { name: 'Review swap' }).click()
  await expect(dialog(page, 'Review Swap').getByText(/^≈ [\d,]+\.\d{3} LUSD$/)).toBeVisible()
  await sweep(page, testInfo, 'swap-preview')
})
