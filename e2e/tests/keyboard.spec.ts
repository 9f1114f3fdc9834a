import {
  connectButton,
  dialog,
  expect,
  openDemoWithSampleWallet,
  sampleAccountShort,
  test,
} from './fixtures'

test('the whole connect flow works with the keyboard alone', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectButton(page).focus()
  await page.keyboard.press('Enter')
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()

  // Tab from the dialog reaches the wallet list, past the e-mail field, its button and the social logins; focus
  // never leaves the dialog.
  const wallet = connect.getByRole('button', { name: /Latch Sample Wallet/ })
  for (let i = 0; i < 10 && !(await wallet.evaluate((el) => el.matches(':focus'))); i++)
    await page.keyboard.press('Tab')
  await expect(wallet).toBeFocused()
  await page.keyboard.press('Enter')

  const account = page.getByRole('button', { name: new RegExp(sampleAccountShort) })
  await expect(account).toContainText('10,000.000 ETH')
  await expect(account).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog(page, 'Account')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(account).toBeFocused()
})

test('Tab and Shift+Tab stay inside the dialog', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /Latch Sample Wallet/ })).toBeVisible()
  const insideDialog = () =>
    page.evaluate(() => {
      const host = document.querySelector('latch-modal')
      const active = host?.shadowRoot?.activeElement
      return Boolean(active && host?.shadowRoot?.querySelector('[role=dialog]')?.contains(active))
    })
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await insideDialog()).toBe(true)
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await insideDialog()).toBe(true)
  }
})

test('Escape closes the modal even after focus has left the dialog', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectButton(page).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  // Focus falls to <body>, as when the focused element goes away.
  await page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    ;(active as HTMLElement | null)?.blur()
  })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
