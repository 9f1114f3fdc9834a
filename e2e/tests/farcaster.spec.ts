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
