import {
  devFarcasterCustody,
  devFarcasterFid,
  signInAsFarcasterClient,
} from '@latch/devstack/farcaster'
import type { Page } from '@playwright/test'
import { connectButton, devStackInfo, dialog, expect, test } from './fixtures'

/**
 * Sign In With Farcaster through the dev stack's stand-ins: its relay, the ID registry at the real address on the
 * first dev chain, and the sample Farcaster client (a Node helper signing with the test custody key), as the
 * visitor's phone would after scanning the QR.
 */
async function startFarcasterLogin(page: Page) {
  await page.goto('/')
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Continue with Farcaster' })
    .click()
  const view = dialog(page, 'Sign in with Farcaster')
  await expect(view.getByRole('img', { name: 'Farcaster sign-in QR code' })).toBeVisible()
  const signInUrl = await view.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')
  if (!signInUrl) throw new Error('no sign-in URL')
  return { view, signInUrl }
}

const relayUrl = () => {
  const url = devStackInfo().farcasterRelayUrl
  if (!url) throw new Error('the dev stack has no Farcaster relay')
  return url
}

test('Farcaster login: QR, the Farcaster app signs, connected with the embedded wallet; the same fid later gets the same address', async ({
  page,
  browser,
}) => {
  const { signInUrl } = await startFarcasterLogin(page)
  await signInAsFarcasterClient({
    relayUrl: relayUrl(),
    signInUrl,
    custody: devFarcasterCustody,
    fid: devFarcasterFid,
  })
  await expect(page.getByTestId('status')).toHaveText('connected')
  const account = page.getByTestId('evm-account')
  await expect(account).toHaveText(/^eip155:\d+:0x[0-9a-fA-F]{40}$/)
  const address = (await account.textContent())?.split(':')[2]

  // Another browser (no session of its own), later: the same fid is the same wallet.
  const other = await browser.newContext()
  const again = await other.newPage()
  await again.goto(new URL('/', page.url()).href)
  const second = await startFarcasterLogin(again)
  await signInAsFarcasterClient({
    relayUrl: relayUrl(),
    signInUrl: second.signInUrl,
    custody: devFarcasterCustody,
    fid: devFarcasterFid,
  })
  await expect(again.getByTestId('status')).toHaveText('connected')
  await expect(again.getByTestId('evm-account')).toHaveText(new RegExp(`:${address}$`))
  await other.close()
})

test('Farcaster login with a bad signature says "Failed to connect to farcaster"', async ({
  page,
}) => {
  const { view, signInUrl } = await startFarcasterLogin(page)
  await signInAsFarcasterClient({
    relayUrl: relayUrl(),
    signInUrl,
    custody: devFarcasterCustody,
    fid: devFarcasterFid,
    signature: await devFarcasterCustody.signMessage({ message: 'not the sign-in message' }),
  })
  await expect(view.getByRole('alert')).toHaveText('Failed to connect to farcaster')
  await expect(page.getByTestId('status')).not.toHaveText('connected')
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  })

  test('the view opens the Farcaster app by its link, no QR; back to Connect, a fresh sign-in connects', async ({
    page,
  }) => {
    /** Farcaster from the Connect view (on screen): the view, and the sign-in URL its link opens. */
    const open = async () => {
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: 'Continue with Farcaster' })
        .tap()
      const view = dialog(page, 'Sign in with Farcaster')
      await expect(view.getByText('Approve the sign-in in the Farcaster app.')).toBeVisible()
      await expect(view.getByRole('img', { name: 'Farcaster sign-in QR code' })).toHaveCount(0)
      const href = await view.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')
      if (!href) throw new Error('no sign-in URL')
      return { view, href }
    }
    await page.goto('/')
    await connectButton(page).tap()
    const first = await open()
    // behaviour.md §2.4: leaving while not connected clears the link and reloads the secure site (what that does
    // is proven in leaveConnectingFarcaster.test.ts); the next login starts on a channel of its own.
    await first.view.getByRole('button', { name: 'Back' }).tap()
    await expect(dialog(page, 'Connect Wallet')).toBeVisible()

    const second = await open()
    expect(second.href).not.toBe(first.href)
    await signInAsFarcasterClient({
      relayUrl: relayUrl(),
      signInUrl: second.href,
      custody: devFarcasterCustody,
      fid: devFarcasterFid,
    })
    await expect(page.getByTestId('status')).toHaveText('connected')
  })
})
