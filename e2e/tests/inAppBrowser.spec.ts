import type { Page } from '@playwright/test'
import { signInAtProvider } from './embeddedWalletFixtures'
import { connectButton, dialog, expect, test } from './fixtures'

// In-app browsers (behaviour.md §2.10, §11.3): Telegram, wallets' and Farcaster clients' own browsers open a popup
// nowhere or never hear back from it, so social login goes by redirect there, in the app's own tab; inside
// Telegram, the providers that cannot complete on the visitor's platform are not offered.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const iosSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** Logs in with `provider` from the Connect view and expects no popup: the tab itself goes and comes back. */
async function logInByRedirect(page: Page, provider: string) {
  const popups: string[] = []
  page.on('popup', (popup) => popups.push(popup.url()))
  await page.goto('/')
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: `Continue with ${provider}` })
    .click()
  await signInAtProvider(page)
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(dialog(page, 'Account')).toBeVisible()
  expect(popups).toEqual([])
}

test.describe('Telegram on iOS', () => {
  test.use({ userAgent: iosSafari })

  test('lists no Google, and Apple logs in by redirect in the same tab', async ({ page }) => {
    // Telegram's in-app browser announces itself with its bridge object.
    await page.addInitScript(() => {
      Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } })
    })
    await page.goto('/')
    await connectButton(page).click()
    const socials = dialog(page, 'Connect Wallet').getByRole('list', { name: 'Social logins' })
    await expect(socials.getByRole('button')).toHaveText([
      'AContinue with Apple',
      'FContinue with Farcaster',
    ])
    await logInByRedirect(page, 'Apple')
  })
})

test.describe("a Farcaster client's own browser", () => {
  test.use({ userAgent: `${iosSafari.replace(' Safari/604.1', '')} Warpcast/1.0` })

  test('logs in with Google by redirect in the same tab', async ({ page }) => {
    await logInByRedirect(page, 'Google')
    await expect(dialog(page, 'Account').getByTitle('visitor@example.com')).toBeVisible()
  })
})
