import {
  connectButton,
  dialog,
  expect,
  openDemoWithSampleWallet,
  test,
  walletControls,
} from './fixtures'
import { sweep } from './sweepFixtures'

// The views a visitor meets between the start and the account: a wallet's refusal, sign-in, an unsupported
// network and the e-mail code, each at phone and desktop size in both themes (sweepFixtures.ts).
test('a refused connection, the sign-in and an unsupported network, at phone and desktop size, light and dark', async ({
  page,
}, testInfo) => {
  await openDemoWithSampleWallet(page, '/?siwx=optional')
  const reject = walletControls(page).getByRole('checkbox', { name: 'Reject requests' })
  await reject.check()
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  await expect(dialog(page, 'Latch Sample Wallet').getByRole('alert')).toHaveText(
    'Connection rejected',
  )
  await sweep(page, testInfo, 'connecting-rejected')

  await reject.uncheck()
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  await expect(dialog(page, 'Sign In').getByRole('button', { name: 'Cancel' })).toBeVisible()
  await sweep(page, testInfo, 'sign-in')

  await walletControls(page).getByLabel('Chain id').fill('999')
  await walletControls(page).getByRole('button', { name: 'Move wallet to chain' }).click()
  await expect(
    dialog(page, 'Switch Network').getByText("This app doesn't support your current network"),
  ).toBeVisible()
  await sweep(page, testInfo, 'unsupported-chain')
})

test("the e-mail code view and the social login's wait for its popup, at phone and desktop size, light and dark", async ({
  page,
}, testInfo) => {
  const email = `sweep-${Date.now()}@example.com`
  await page.goto('/')
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(
    dialog(page, 'Confirm e-mail').getByText(`Enter the code we sent to ${email}`),
  ).toBeVisible()
  await sweep(page, testInfo, 'email-code')

  await connectButton(page).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    connect.getByRole('button', { name: 'Continue with Google' }).click(),
  ])
  await expect(dialog(page, 'Continue in the popup')).toBeVisible()
  await sweep(page, testInfo, 'connecting-social')
  await popup.close()
})
