import { connectButton, dialog, expect, openDemoWithSampleWallet, test } from './fixtures'
import { accountButton, connectSampleWalletOnPhone, sweep } from './sweepFixtures'

test('every view before connecting, at phone and desktop size, light and dark', async ({
  page,
}, testInfo) => {
  await openDemoWithSampleWallet(page)

  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /Latch Sample Wallet/ })).toBeVisible()
  await sweep(page, testInfo, 'connect')

  await connectButton(page).click()
  await connect.getByRole('button', { name: 'All Wallets' }).click()
  await expect(
    dialog(page, 'All Wallets').getByRole('button', { name: /Sample Phone Wallet/ }),
  ).toBeVisible()
  await sweep(page, testInfo, 'all-wallets')

  await page.getByRole('button', { name: /^Select network: / }).click()
  await expect(
    dialog(page, 'Choose Network').getByRole('button', { name: 'Latch Local 2' }),
  ).toBeVisible()
  await sweep(page, testInfo, 'networks')
})

test('the account views, at phone and desktop size, light and dark', async ({ page }, testInfo) => {
  await connectSampleWalletOnPhone(page)

  await accountButton(page).click()
  const account = dialog(page, 'Account')
  await expect(account.getByRole('list', { name: 'Tokens' })).toBeVisible()
  await sweep(page, testInfo, 'account')

  await accountButton(page).click()
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await sweep(page, testInfo, 'activity')

  await page.getByRole('button', { name: /^Select network: / }).click()
  const networks = dialog(page, 'Choose Network')
  await expect(networks.getByRole('button', { name: 'Latch Local 2' })).toBeVisible()
  // The current network says so in words, not only with a ring that reads as focus (behaviour.md §18.1).
  await expect(
    networks
      .getByRole('button', { name: /^Latch Local\s*Current network$/ })
      .getByText('Current network'),
  ).toBeVisible()
  await sweep(page, testInfo, 'networks-connected')
})
