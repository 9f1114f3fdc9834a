import { advanceServerClock, mailedCode, signInByEmail } from './embeddedWalletFixtures'
import { connectButton, dialog, expect, test } from './fixtures'
import { phoneSize, sweep } from './sweepFixtures'

// The e-mail change's three views after an e-mail login (behaviour.md §4.5), then the device approval a new
// browser meets with that e-mail, each at phone and desktop size in both themes (sweepFixtures.ts). Escape closes
// the modal and takes the change back ("Modal closed"), so the change starts again after each.
test('the e-mail change views and a new device, at phone and desktop size, light and dark', async ({
  page,
  browser,
}, testInfo) => {
  const email = `sweep-change-${Date.now()}@example.com`
  const newEmail = `sweep-changed-${Date.now()}@example.com`
  await page.goto('/')
  await signInByEmail(page, email)
  await page.setViewportSize(phoneSize)
  const accountButton = page.getByRole('button', { name: /^0x/ }).first()
  const change = dialog(page, 'Change e-mail')

  await accountButton.click()
  await dialog(page, 'Account').getByRole('button', { name: 'Change e-mail' }).click()
  await expect(change.getByRole('textbox', { name: 'New e-mail' })).toBeVisible()
  await sweep(page, testInfo, 'update-email')

  /** Change e-mail up to the code sent to the current address. */
  async function startChange() {
    await accountButton.click()
    await dialog(page, 'Account').getByRole('button', { name: 'Change e-mail' }).click()
    await change.getByRole('textbox', { name: 'New e-mail' }).fill(newEmail)
    // Each start mails a code: past the server's 30-s rule without waiting it out.
    await advanceServerClock(30_000)
    const sentAfter = Date.now() - 1_000
    await change.getByRole('button', { name: 'Continue' }).click()
    const primary = dialog(page, 'Confirm current e-mail')
    await expect(primary.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
    return { primary, sentAfter }
  }

  await startChange()
  await sweep(page, testInfo, 'update-email-primary-code')

  const { primary, sentAfter } = await startChange()
  await primary.getByRole('textbox', { name: 'Code' }).fill(await mailedCode(email, sentAfter))
  await expect(
    dialog(page, 'Confirm new e-mail').getByText(`Enter the code we sent to ${newEmail}`),
  ).toBeVisible()
  await sweep(page, testInfo, 'update-email-secondary-code')

  // The same e-mail in a browser the server has not seen: it asks to approve this device first.
  const other = await browser.newContext()
  try {
    const second = await other.newPage()
    await second.goto('/')
    await connectButton(second).click()
    const connect = dialog(second, 'Connect Wallet')
    await connect.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await advanceServerClock(30_000)
    await connect.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(
      dialog(second, 'Approve this device').getByText(`We sent a link to ${email}`),
    ).toBeVisible()
    await sweep(second, testInfo, 'email-verify-device')
  } finally {
    await other.close()
  }
})
