import { dialog, expect, test } from './fixtures'
import { connectSampleWalletOnPhone, openAccount, sweep } from './sweepFixtures'

test('Buy and Choose a provider, at phone and desktop size, light and dark', async ({
  page,
}, testInfo) => {
  await connectSampleWalletOnPhone(page)
  await (await openAccount(page)).getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = dialog(page, 'Buy')
  await buy.getByLabel('Amount').fill('5')
  // The limit's problem on screen: the view at its tallest.
  await expect(buy.getByRole('alert')).toHaveText('The least you can pay by card is 20.00 USD.')
  await sweep(page, testInfo, 'onramp-buy')

  await (await openAccount(page)).getByRole('button', { name: 'Buy', exact: true }).click()
  await buy.getByLabel('Amount').fill('50')
  await buy.getByRole('button', { name: 'See quotes' }).click()
  await expect(
    dialog(page, 'Choose a provider').getByRole('button', {
      name: 'Buy 0.016333 ETH with Sandbox',
    }),
  ).toBeVisible()
  await sweep(page, testInfo, 'onramp-providers')
})
