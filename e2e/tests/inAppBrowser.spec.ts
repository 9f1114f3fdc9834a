import { createWalletConnectWallet } from '@latch/sample-wallet'
import type { Page } from '@playwright/test'
import { signInAtProvider } from './embeddedWalletFixtures'
import { connectButton, dialog, expect, test } from './fixtures'
import { relayUrl } from './walletConnectFixtures'

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

/**
 * A Telegram Mini App (its `Telegram.WebApp` bridge, whose `openLink` is recorded instead of leaving Telegram), with
 * the relay sockets a phone kills while the page is in the background: `killRelaySockets()` leaves each open one
 * open but deaf and mute, as iOS leaves a suspended page's socket; sockets opened later work.
 */
async function telegramMiniAppOnPhone(page: Page): Promise<string[]> {
  const opened: string[] = []
  await page.exposeFunction('telegramOpenLink', (url: string) => void opened.push(url))
  await page.addInitScript(() => {
    const page = window as unknown as Record<string, unknown>
    page.Telegram = {
      WebApp: {
        platform: 'ios',
        openLink: (url: string) => (page.telegramOpenLink as (url: string) => void)(url),
      },
    }
    const Native = WebSocket
    const relaySockets: WebSocket[] = []
    const dead = new WeakSet<WebSocket>()
    class PhoneWebSocket extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols)
        if (String(url).includes('/relay')) relaySockets.push(this)
        // Before the client's own handler: a dead socket's messages never reach it.
        this.addEventListener('message', (event) => {
          if (dead.has(this)) event.stopImmediatePropagation()
        })
      }
      override send(data: Parameters<WebSocket['send']>[0]) {
        if (!dead.has(this)) super.send(data)
      }
    }
    page.WebSocket = PhoneWebSocket
    page.killRelaySockets = () => {
      for (const socket of relaySockets) dead.add(socket)
    }
  })
  return opened
}

/** The page goes to the background (the wallet's app is in front) or comes back, as a phone tells it. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

/** Connect, All Wallets, then a tap on the sample wallet, once its pairing is ready; the link it opened. */
async function openSamplePhoneWallet(page: Page, opened: string[]): Promise<string> {
  await connectButton(page).tap()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets' }).tap()
  const allWallets = dialog(page, 'All Wallets')
  await expect(allWallets.getByRole('list', { name: 'Wallets' })).toHaveAttribute(
    'aria-busy',
    'false',
  )
  await allWallets.getByRole('button', { name: 'Sample Phone Wallet' }).tap()
  await expect.poll(() => opened.length).toBe(1)
  const link = new URL(opened[0] ?? '')
  // The sample wallet's universal link, with the pairing.
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5174/wc')
  await expect(
    dialog(page, 'Sample Phone Wallet').getByText('Continue in Sample Phone Wallet'),
  ).toBeVisible()
  return link.searchParams.get('uri') ?? ''
}

test.describe('WalletConnect in a Telegram Mini App on a phone (behaviour.md §10.6, §10.7)', () => {
  test.use({ userAgent: iosSafari })

  /** Test account #2, the sample wallet's. */
  const account = /0x3C44…93BC/

  test('the wallet opens through Telegram; back from it with a dead socket, the modal is connected', async ({
    page,
  }) => {
    const opened = await telegramMiniAppOnPhone(page)
    const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
    try {
      await page.goto('/')
      const uri = await openSamplePhoneWallet(page, opened)

      // In the wallet: the page is hidden and its socket dies without a word; the wallet approves meanwhile.
      await setVisibility(page, 'hidden')
      await page.evaluate(() =>
        (window as unknown as { killRelaySockets(): void }).killRelaySockets(),
      )
      await wallet.pair(uri)
      const approving = (await wallet.nextProposal()).approve()

      await setVisibility(page, 'visible')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('button', { name: account })).toBeVisible()
      await expect(page.getByTestId('status')).toHaveText('connected')
      await approving
      await wallet.disconnect()
    } finally {
      await wallet.close()
    }
  })

  test('a reload while the wallet holds the proposal comes back to the same pairing, and connects', async ({
    page,
  }) => {
    const opened = await telegramMiniAppOnPhone(page)
    const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
    try {
      await page.goto('/')
      const uri = await openSamplePhoneWallet(page, opened)
      await wallet.pair(uri)
      const proposal = await wallet.nextProposal()

      // The phone reloads the page while the visitor is in the wallet: it opens on the view that waits for that
      // wallet, with the pairing the wallet holds.
      await page.reload()
      const waiting = dialog(page, 'Sample Phone Wallet')
      await expect(waiting.getByText('Continue in Sample Phone Wallet')).toBeVisible()

      const approving = proposal.approve()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('button', { name: account })).toBeVisible()
      await expect(page.getByTestId('status')).toHaveText('connected')
      await approving

      // The session taken after the reload carries requests like one paired without it.
      await page.getByRole('button', { name: 'Sign a message', exact: true }).tap()
      const signing = await wallet.nextRequest()
      expect(signing.method).toBe('personal_sign')
      await signing.approve()
      await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
      await wallet.disconnect()
    } finally {
      await wallet.close()
    }
  })
})
