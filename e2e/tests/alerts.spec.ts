import {
  connectButton,
  dialog,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  test,
} from './fixtures'

// behaviour.md §8.8: the server's answer shows as the alert's short message above the view, which stays; the
// explanation goes to the console; once a page.

test('an unknown project id shows "Invalid Project ID" in the modal, once', async ({ page }) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await openDemoWithSampleWallet(page, '/?projectId=no-such-project')
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('alert')).toHaveText('Invalid Project ID')
  // Never instead of the view: the wallets are still there to choose.
  await expect(connect.getByRole('button', { name: /Latch Sample Wallet/ })).toBeVisible()
  await expectAccessible(page)
  expect(consoleErrors).toContainEqual(
    expect.stringMatching(/^Latch: Invalid Project ID\. The Latch server does not know/),
  )

  await connect.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await connectButton(page).click()
  await expect(connect.getByRole('button', { name: /Latch Sample Wallet/ })).toBeVisible()
  await expect(connect.getByRole('alert')).toHaveCount(0)
  expect(consoleErrors.filter((text) => text.startsWith('Latch: Invalid Project ID'))).toHaveLength(
    1,
  )
})

test('a page on an origin the project does not allow shows "Origin Not Allowed"', async ({
  page,
}) => {
  // The same demo on another name of this machine (*.localhost is loopback): not on latch-demo's allow list.
  await page.goto('http://elsewhere.localhost:5173/')
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('alert')).toHaveText('Origin Not Allowed')
  await expect(connect.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
})
