import { createWalletConnectWallet } from '@latch/sample-wallet'
import { mailedCode } from './embeddedWalletFixtures'
import {
  connectButton,
  connectSampleWallet,
  dialog,
  expect,
  openDemoWithSampleWallet,
  sampleAccount,
  sampleAccountShort,
  test,
  walletControls,
} from './fixtures'
import { openAccount, sweep } from './sweepFixtures'
import { copyLink, relayUrl } from './walletConnectFixtures'

/** Test account #2: the WalletConnect sample wallet's account. */
const walletAccountShort = '0x3C44…93BC'

// behaviour.md §4.3: several wallets at once, on the demo with `?profileWallets=on`.
test('three wallets at once: listed, switched without a prompt, back after a reload, ended one by one', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  const accountButton = (short: string) =>
    page.getByRole('button', { name: new RegExp(short.replace('…', '.')) })
  const wallets = dialog(page, 'Wallets')
  const rows = wallets.getByRole('list', { name: 'Your connections' }).getByRole('listitem')
  const openWallets = async (count: number) => {
    await page.getByTestId('status').waitFor()
    await page
      .getByRole('button', { name: /0x[0-9a-fA-F]{4}…/ })
      .first()
      .click()
    await dialog(page, 'Account')
      .getByRole('button', { name: `Manage wallets: ${count} wallets` })
      .click()
    await expect(rows).toHaveCount(count)
  }
  try {
    await openDemoWithSampleWallet(page, '/?profileWallets=on')
    await connectSampleWallet(page)

    // Add an e-mail login: Connect, and back to Wallets.
    await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
    await dialog(page, 'Account').getByRole('button', { name: 'Manage wallets: 1 wallet' }).click()
    await wallets.getByRole('button', { name: 'Add wallet' }).click()
    const email = `profiles-${Date.now()}@example.com`
    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('textbox', { name: 'E-mail' }).fill(email)
    const sentAfter = Date.now() - 1_000
    await connect.getByRole('button', { name: 'Continue', exact: true }).click()
    await dialog(page, 'Confirm e-mail')
      .getByRole('textbox', { name: 'Code' })
      .fill(await mailedCode(email, sentAfter))
    await expect(rows).toHaveCount(2)

    // Add a WalletConnect wallet over the dev relay.
    await wallets.getByRole('button', { name: 'Add wallet' }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await wallet.pair(await copyLink(page, dialog(page, 'WalletConnect')))
    await (await wallet.nextProposal()).approve()
    await expect(rows).toHaveCount(3)
    await expect(rows.filter({ hasText: 'Active' })).toContainText(walletAccountShort)

    // Switching among held ones asks no wallet (the sample wallet now refuses every request, and the phone wallet
    // is asked nothing): the account button and the hooks follow.
    const refuse = walletControls(page).getByRole('checkbox', { name: 'Reject requests' })
    await refuse.check()
    await wallets.getByRole('button', { name: /Switch to Latch Sample Wallet/ }).click()
    await expect(rows.filter({ hasText: 'Active' })).toContainText(sampleAccountShort)
    await expect(accountButton(sampleAccountShort)).toBeVisible()
    await expect(page.getByTestId('status')).toHaveText('connected')
    await wallets.getByRole('button', { name: /Switch to WalletConnect/ }).click()
    await expect(accountButton(walletAccountShort)).toBeVisible()
    await wallets.getByRole('button', { name: /Switch to Latch Sample Wallet/ }).click()
    await expect(accountButton(sampleAccountShort)).toBeVisible()
    expect(wallet.pendingRequests()).toHaveLength(0)
    await refuse.uncheck()

    // Reload: all three are back, the last active one active.
    await page.reload()
    await expect(accountButton(sampleAccountShort)).toBeVisible()
    await openWallets(3)
    await expect(rows.filter({ hasText: 'Active' })).toContainText(sampleAccountShort)
    await expect(rows.filter({ hasText: 'Disconnected' })).toHaveCount(0)

    // Disconnect one (the e-mail login): the others stay.
    await rows
      .filter({ hasText: email.slice(0, 10) })
      .getByRole('button', { name: /Disconnect/ })
      .click()
    await expect(rows).toHaveCount(2)
    await expect(accountButton(sampleAccountShort)).toBeVisible()

    // The wallet ends its session: its row shows disconnected, and switching to it starts its QR flow.
    await wallet.disconnect()
    await expect(rows.filter({ hasText: 'Disconnected' })).toHaveCount(1)
    await expect(accountButton(sampleAccountShort)).toBeVisible()
    await wallets.getByRole('button', { name: /Switch to WalletConnect/ }).click()
    await expect(
      dialog(page, 'WalletConnect').getByRole('img', { name: 'WalletConnect QR code' }),
    ).toBeVisible()
  } finally {
    await wallet.close()
  }
})

// behaviour.md §4.3, §4.7: each address has its own session; switching to one without asks to sign.
test('with sign-in, switching to an address without a session asks to sign, and to one with a session does not', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  const signIn = page.getByRole('region', { name: 'Sign-in' }).getByRole('status')
  const wallets = dialog(page, 'Wallets')
  const rows = wallets.getByRole('list', { name: 'Your connections' }).getByRole('listitem')
  try {
    await openDemoWithSampleWallet(page, '/?siwx=optional&profileWallets=on')
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /Latch Sample Wallet/ })
      .click()
    await dialog(page, 'Sign In').getByRole('button', { name: 'Sign' }).click()
    await expect(signIn).toHaveText(`Signed in as ${sampleAccount}`)

    // The phone wallet is added and asked to sign, as after any connect; the visitor declines for now.
    await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
    await dialog(page, 'Account').getByRole('button', { name: 'Manage wallets: 1 wallet' }).click()
    await wallets.getByRole('button', { name: 'Add wallet' }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await wallet.pair(await copyLink(page, dialog(page, 'WalletConnect')))
    await (await wallet.nextProposal()).approve()
    await dialog(page, 'Sign In').getByRole('button', { name: 'Cancel' }).click()
    await expect(signIn).toHaveText('Not signed in')

    // Back to the sample wallet, which has its session: nothing to sign.
    await page
      .getByRole('button', { name: new RegExp(walletAccountShort.replace('…', '.')) })
      .click()
    await dialog(page, 'Account').getByRole('button', { name: 'Manage wallets: 2 wallets' }).click()
    await wallets.getByRole('button', { name: /Switch to Latch Sample Wallet/ }).click()
    await expect(signIn).toHaveText(`Signed in as ${sampleAccount}`)
    await expect(rows.filter({ hasText: 'Active' })).toContainText(sampleAccountShort)
    await expect(dialog(page, 'Sign In')).toHaveCount(0)

    // To the phone wallet, which has none: the sign view, and its signature signs it in.
    await wallets.getByRole('button', { name: /Switch to WalletConnect/ }).click()
    const signView = dialog(page, 'Sign In')
    await signView.getByRole('button', { name: 'Sign' }).click()
    const signing = await wallet.nextRequest()
    expect(signing.method).toBe('personal_sign')
    await signing.approve()
    await expect(signIn).toHaveText(`Signed in as ${wallet.address}`)

    // The Account view's Disconnect ends the active one only: the sample wallet is active again, its session kept.
    await page
      .getByRole('button', { name: new RegExp(walletAccountShort.replace('…', '.')) })
      .click()
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click()
    await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
    await expect(
      dialog(page, 'Account').getByRole('button', { name: /Manage wallets: 1 wallet$/ }),
    ).toBeVisible()
    await expect(signIn).toHaveText(`Signed in as ${sampleAccount}`)
  } finally {
    await wallet.close()
  }
})

test('ProfileWallets at phone and desktop size, light and dark', async ({ page }, testInfo) => {
  await openDemoWithSampleWallet(page, '/?profileWallets=on')
  await connectSampleWallet(page)
  const account = await openAccount(page)
  await account.getByRole('button', { name: 'Manage wallets: 1 wallet' }).click()
  const wallets = dialog(page, 'Wallets')
  // The demo has three namespaces: a tab each, the active one's connections shown.
  await expect(wallets.getByRole('tab', { selected: true })).toHaveText('Ethereum')
  await expect(
    wallets.getByRole('list', { name: 'Your connections' }).getByRole('listitem'),
  ).toContainText(/Active · Balance: [\d,.]+ ETH/)
  await sweep(page, testInfo, 'profile-wallets')
})
