import {
  connectButton,
  connectSampleWallet,
  dialog,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  sampleAccountShort,
  test,
  walletControls,
} from './fixtures'

test('connects the sample wallet and shows its address and balance', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  await expect(connect.getByRole('button', { name: /Latch Sample Wallet/ })).toBeVisible()
  await expectAccessible(page)

  await connect.getByRole('button', { name: /Latch Sample Wallet/ }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const account = page.getByRole('button', { name: new RegExp(sampleAccountShort) })
  await expect(account).toContainText('10,000.000 ETH')
  await expect(page.getByTestId('status')).toHaveText('connected')

  await account.click()
  const accountView = dialog(page, 'Account')
  await expect(accountView.getByText(sampleAccountShort)).toBeVisible()
  await expect(accountView.getByText('Balance: 10,000.000 ETH')).toBeVisible()
  await expect(accountView.getByRole('button', { name: 'Network: Latch Local' })).toBeVisible()
  await expect(accountView.getByRole('button', { name: 'Copy address' })).toBeVisible()
  await expectAccessible(page)
})

test('a rejected connection shows "Connection rejected" and connects on retry', async ({
  page,
}) => {
  await openDemoWithSampleWallet(page)
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()

  const connecting = dialog(page, 'Latch Sample Wallet')
  await expect(connecting.getByRole('alert')).toHaveText('Connection rejected')
  await expectAccessible(page)

  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).uncheck()
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(sampleAccountShort) })).toContainText(
    '10,000.000 ETH',
  )
})

test('switches 31337 → 31338, adding the chain the wallet does not know', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)

  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  const networks = dialog(page, 'Choose Network')
  // The current network says so in words beside its check mark (behaviour.md §18.1), and to assistive tech as
  // aria-current.
  await expect(
    networks.getByRole('button', { name: /^Latch Local\s*Current network$/ }),
  ).toHaveAttribute('aria-current', 'true')
  await expectAccessible(page)
  await networks.getByRole('button', { name: 'Latch Local 2' }).click()

  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Select network: Latch Local 2' })).toBeVisible()
  await expect(walletControls(page)).toContainText('31338')
  await expect(page.getByRole('button', { name: new RegExp(sampleAccountShort) })).toContainText(
    '10,000.000 ETH',
  )
})

test('a declined network switch shows its error and switches on retry', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Latch Local 2' }).click()
  const switching = dialog(page, 'Switch Network')
  await expect(switching.getByRole('alert')).toHaveText('Switch declined')
  await expectAccessible(page)
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).uncheck()
  await switching.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('button', { name: 'Select network: Latch Local 2' })).toBeVisible()
})

test('a wallet moved to a chain the app does not list shows UnsupportedChain', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)

  await walletControls(page).getByLabel('Chain id').fill('999')
  await walletControls(page).getByRole('button', { name: 'Move wallet to chain' }).click()

  const unsupported = dialog(page, 'Switch Network')
  await expect(unsupported.getByText("This app doesn't support your current network")).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Select network: Unsupported network' }),
  ).toBeVisible()
  await expectAccessible(page)

  await unsupported.getByRole('button', { name: 'Latch Local', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Select network: Latch Local' })).toBeVisible()
})

test('after a reload the wallet is reconnected without a prompt', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  // Any prompt would now be rejected: reconnecting must not ask.
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await page.reload()
  await expect(page.getByRole('button', { name: new RegExp(sampleAccountShort) })).toContainText(
    '10,000.000 ETH',
  )
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('disconnect returns to "Connect Wallet"', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(connectButton(page)).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.reload()
  await expect(connectButton(page)).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})
