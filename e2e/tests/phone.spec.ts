import {
  animationsSettled,
  connectButton,
  connectSampleWallet,
  dialog,
  dialogLayout,
  expect,
  openDemoWithSampleWallet,
  sampleAccountShort,
  test,
} from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test('on a phone the buttons fit, the balance gives way, and the modal is a bottom sheet the sample panel leaves uncovered', async ({
  page,
}) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  const account = page.getByRole('button', { name: new RegExp(sampleAccountShort) })
  const balance = account.getByText('10,000.000 ETH')
  await expect(account).toBeVisible()
  await expect(balance).toBeHidden()
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(390)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(balance).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })

  await account.click()
  await expect(dialog(page, 'Account').getByRole('list', { name: 'Tokens' })).toBeVisible()
  await animationsSettled(page)
  const { box } = await dialogLayout(page)
  // A bottom sheet: the whole width, down to the bottom edge.
  expect(box).toMatchObject({ left: 0, right: 390, bottom: 844 })
  // What is drawn at the sheet's corners is the modal, not the sample wallet's panel.
  const hits = await page.evaluate(
    ({ left, right, bottom }) =>
      [
        [left + 2, bottom - 2],
        [right - 2, bottom - 2],
      ].map(([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.tagName.toLowerCase()),
    box,
  )
  expect(hits).toEqual(['latch-modal', 'latch-modal'])
})

test('the modal stays inside the viewport whatever the page does', async ({ page }) => {
  await page.goto('/')
  // A page wider than the phone, scrolled sideways, with a shifted body.
  await page.addStyleTag({ content: 'body { min-width: 1200px; margin-left: -29px }' })
  await page.evaluate(() => window.scrollTo(400, 0))
  await connectButton(page).evaluate((button) => (button as HTMLElement).click())
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  // Once the sheet has risen into place.
  await animationsSettled(page)
  const { box } = await dialogLayout(page)
  expect(box.left).toBeGreaterThanOrEqual(0)
  expect(box.right).toBeLessThanOrEqual(390)
  expect(box.bottom).toBeLessThanOrEqual(844)
})
