import { dialog, expect, test } from './fixtures'
import { connectSampleWalletOnPhone, openAccount, sweep } from './sweepFixtures'

test('Send, Swap and Select token, at phone and desktop size, light and dark', async ({
  page,
}, testInfo) => {
  await connectSampleWalletOnPhone(page)
  await (await openAccount(page)).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog(page, 'Send').getByRole('button', { name: 'Continue' })).toBeVisible()
  await sweep(page, testInfo, 'send')

  await (await openAccount(page)).getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = dialog(page, 'Swap')
  await expect(swap.getByLabel('Amount to swap')).toBeVisible()
  await sweep(page, testInfo, 'swap')

  await (await openAccount(page)).getByRole('button', { name: 'Swap', exact: true }).click()
  await swap.getByRole('button', { name: /^Token to receive:/ }).click()
  await expect(dialog(page, 'Select token').getByLabel('Search tokens')).toBeVisible()
  await sweep(page, testInfo, 'select-token')
})
