import type { Page } from '@playwright/test'
import {
  connectButton,
  dialog,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  sampleAccountShort,
  test,
  walletControls,
} from './fixtures'

// What renders, read with getComputedStyle (toHaveCSS) inside the modal's shadow root: the CSS text proved
// nothing, since `:host[data-theme=dark]` is valid CSS that matches nothing there.
const light = {
  name: 'light',
  background: 'rgb(255, 255, 255)',
  text: 'rgb(20, 20, 20)',
  secondaryButton: 'rgb(238, 241, 244)',
}
const dark = {
  name: 'dark',
  background: 'rgb(25, 26, 26)',
  text: 'rgb(242, 244, 245)',
  secondaryButton: 'rgb(37, 39, 39)',
}
const defaultAccent = 'rgb(31, 94, 209)' // #1f5ed1
const violet = { hex: '#7c3aed', rgb: 'rgb(124, 58, 237)' }
const white = 'rgb(255, 255, 255)'

function networkButton(page: Page) {
  return page.getByRole('button', { name: /^Select network:/ })
}

const cases = [
  { title: 'system light', system: 'light', path: '/', look: light },
  { title: 'system dark', system: 'dark', path: '/', look: dark },
  {
    title: "themeMode 'light' under a dark system",
    system: 'dark',
    path: '/?theme=light',
    look: light,
  },
  {
    title: "themeMode 'dark' under a light system",
    system: 'light',
    path: '/?theme=dark',
    look: dark,
  },
] as const

for (const { title, system, path, look } of cases) {
  test(`${title}: the dialog and the page's buttons render ${look.name}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: system })
    await page.goto(path)

    await expect(connectButton(page)).toHaveCSS('background-color', defaultAccent)
    await expect(connectButton(page)).toHaveCSS('color', white)
    await expect(networkButton(page)).toHaveCSS('background-color', look.secondaryButton)
    await expect(networkButton(page)).toHaveCSS('color', look.text)

    await connectButton(page).click()
    const connect = dialog(page, 'Connect Wallet')
    // The surface the visitor sees is the dialog's panel (the dialog's box also holds the toasts above it).
    await expect(connect.locator('.panel')).toHaveCSS('background-color', look.background)
    await expect(connect).toHaveCSS('color', look.text)
    await expect(connect.getByRole('heading', { name: 'Connect Wallet' })).toHaveCSS(
      'color',
      look.text,
    )
  })
}

test('the demo’s theme switch sets themeMode and the accent of the modal and the buttons', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await openDemoWithSampleWallet(page)
  const theme = page.getByRole('region', { name: 'Theme' })
  await theme.getByRole('radio', { name: 'Dark', exact: true }).check()
  await theme.getByRole('radio', { name: 'Violet', exact: true }).check()
  await theme.getByRole('button', { name: 'Apply theme' }).click()
  await expect(page).toHaveURL(/[?&]theme=dark&accent=%237c3aed$/i)
  await expect(theme.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked()

  await expect(connectButton(page)).toHaveCSS('background-color', violet.rgb)
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.locator('.panel')).toHaveCSS('background-color', dark.background)
  // The other theme variables keep their defaults on the rendered modal.
  await expect(connect.locator('.panel')).toHaveCSS('border-radius', '16px')
  await expect(connect).toHaveCSS('font-family', /^Inter,/)
  await expect(page.locator('latch-modal')).toHaveCSS('z-index', '2147483000')

  // The accent on the dialog's own primary button: "Try again" after a rejected connection.
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await connect.getByRole('button', { name: /Latch Sample Wallet/ }).click()
  const connecting = dialog(page, 'Latch Sample Wallet')
  await expect(connecting.getByRole('alert')).toHaveText('Connection rejected')
  const tryAgain = connecting.getByRole('button', { name: 'Try again' })
  await expect(tryAgain).toHaveCSS('background-color', violet.rgb)
  await expect(tryAgain).toHaveCSS('color', white)
  await expectAccessible(page)
})

test('an accent in the address reaches the page’s Connect button; a bad one is ignored', async ({
  page,
}) => {
  await page.goto(`/?accent=${encodeURIComponent(violet.hex)}`)
  await expect(connectButton(page)).toHaveCSS('background-color', violet.rgb)
  await page.goto('/?accent=red;}x{')
  await expect(connectButton(page)).toHaveCSS('background-color', defaultAccent)
})

test('dark mode passes axe on the connect, rejected and account views', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await openDemoWithSampleWallet(page)
  await expectAccessible(page)

  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.locator('.panel')).toHaveCSS('background-color', dark.background)
  await expectAccessible(page)
  await connect.getByRole('button', { name: /Latch Sample Wallet/ }).click()
  const connecting = dialog(page, 'Latch Sample Wallet')
  await expect(connecting.getByRole('alert')).toHaveText('Connection rejected')
  await expectAccessible(page)

  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).uncheck()
  await connecting.getByRole('button', { name: 'Try again' }).click()
  const account = page.getByRole('button', { name: new RegExp(sampleAccountShort) })
  await expect(account).toContainText('10,000.000 ETH')
  await expect(account).toHaveCSS('background-color', dark.secondaryButton)
  await account.click()
  const accountView = dialog(page, 'Account')
  await expect(accountView.getByText('Balance: 10,000.000 ETH')).toBeVisible()
  await expect(accountView.locator('.panel')).toHaveCSS('background-color', dark.background)
  await expectAccessible(page)
})

/** WCAG relative luminance of a computed colour (`rgb(…)` or `color(srgb …)`). */
function luminance(color: string): number {
  const numbers = [...color.matchAll(/[\d.]+/g)].map((match) => Number(match[0]))
  const channels = color.startsWith('color(')
    ? numbers.slice(0, 3)
    : numbers.slice(0, 3).map((n) => n / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

test('in dark mode the focus ring stands out from the dialog at 3:1 or more (WCAG 1.4.11)', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  const close = connect.getByRole('button', { name: 'Close' })
  // The view's own buttons first: while its chunk loads Close is the dialog's only button, and a Tab then
  // (rightly) goes on to what arrived meanwhile.
  await expect(connect.getByRole('button', { name: 'WalletConnect' })).toBeVisible()
  await close.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  const [ring, background] = await close.evaluate((element) => {
    const dialogElement = element.closest('[role=dialog]') as Element
    return [getComputedStyle(element).outlineColor, getComputedStyle(dialogElement).backgroundColor]
  })
  const [lighter = 0, darker = 0] = [luminance(ring), luminance(background)].sort((a, b) => b - a)
  expect((lighter + 0.05) / (darker + 0.05)).toBeGreaterThanOrEqual(3)
})
