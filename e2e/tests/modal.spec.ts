import {
  connectButton,
  dialog,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  test,
} from './fixtures'

test('no request leaves the page before the modal opens, and the dialog paints without waiting on one', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.port !== '5173') requests.push(request.url())
  })
  await page.goto('/')
  await expect(connectButton(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])

  // Hold every request to the chains and the server: the dialog must still paint.
  await page.route(/:(8545|8546|8787)\//, () => {})
  await connectButton(page).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
})

test('Escape, the close button and the backdrop close the modal; back pops the history', async ({
  page,
}) => {
  await openDemoWithSampleWallet(page)
  await connectButton(page).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(connectButton(page)).toBeFocused()

  await connectButton(page).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await connectButton(page).click()
  await page.mouse.click(5, 5)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  const networks = dialog(page, 'Choose Network')
  await expectAccessible(page)
  await networks.getByRole('button', { name: 'Latch Local 2' }).click()
  await expect(page.getByRole('button', { name: 'Select network: Latch Local 2' })).toBeVisible()
})

test('the modal is 360 px wide and ignores the host page CSS', async ({ page }) => {
  await page.goto('/')
  await page.addStyleTag({
    content:
      'button { font-size: 40px !important; color: red !important } * { letter-spacing: 9px }',
  })
  await connectButton(page).click()
  const box = await dialog(page, 'Connect Wallet').boundingBox()
  expect(box?.width).toBe(360)
  const fontSize = await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Close' })
    .evaluate((el) => getComputedStyle(el).fontSize)
  expect(fontSize).not.toBe('40px')
})
