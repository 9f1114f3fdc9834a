import type { BrowserContext, Page } from '@playwright/test'
import { privateKeyToAddress } from 'viem/accounts'
import { approval, expectScreenInModalFrame, server } from './embeddedWalletFixtures'
import { connectButton, dialog, expect, test } from './fixtures'

const secureSite = 'http://secure.localhost:8788'

type Credential = {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain) in `page`: a platform passkey store that answers at
 * once, as a visitor's device would after their fingerprint.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    async credentials(): Promise<Credential[]> {
      return (await cdp.send('WebAuthn.getCredentials', { authenticatorId }))
        .credentials as Credential[]
    },
    async add(credential: Credential) {
      await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
    },
  }
}

/** The connected address the demo shows. */
async function connectedAddress(page: Page) {
  await expect(page.getByTestId('status')).toHaveText('connected')
  return page
    .locator('dd', { hasText: /^0x[0-9a-fA-F]{40}$/ })
    .first()
    .textContent()
}

/** A passkey row of the Connect view, then the secure site's screen and its button (armed once in plain view). */
async function passkeyLogin(page: Page, row: string, screen: string, button: string) {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: row }).click()
  await expectScreenInModalFrame(page, screen)
  await approval(page).getByRole('button', { name: button }).click()
}

async function newPage(context: BrowserContext) {
  const page = await context.newPage()
  await page.goto('/')
  return page
}

test('a passkey creates the embedded wallet and signs in again, also in another browser with the same passkey', async ({
  page,
  browser,
}) => {
  await page.goto('/')
  const authenticator = await virtualAuthenticator(page)
  await passkeyLogin(page, 'Create a wallet with a passkey', 'Create a passkey', 'Create passkey')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const address = await connectedAddress(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const [credential] = await authenticator.credentials()
  // The relying party is the secure site, never the app's page: the passkey names the secure site's host.
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'secure.localhost' })

  // Signed out, then in again with the passkey alone: no e-mail, no code.
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await passkeyLogin(page, 'Continue with a passkey', 'Sign in with a passkey', 'Use passkey')
  expect(await connectedAddress(page)).toBe(address)

  // The key export of a passkey user asks for the passkey, not for a code (there is no e-mail to send it to).
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Export private key' }).click()
  await expectScreenInModalFrame(page, 'Export private key')
  const exportScreen = approval(page)
  await exportScreen.getByRole('button', { name: 'Use passkey' }).click()
  const shown = exportScreen.getByRole('figure').locator('pre')
  await expect(shown).toHaveText(/^0x[0-9a-f]{64}$/)
  expect(privateKeyToAddress((await shown.textContent()) as `0x${string}`)).toBe(address)
  await exportScreen.getByRole('button', { name: 'Done' }).click()

  // Another browser (a new context: no storage, no device id) with the same passkey, as a synced one arrives.
  const other = await browser.newContext()
  try {
    const elsewhere = await newPage(other)
    const [exported] = await authenticator.credentials()
    await (await virtualAuthenticator(elsewhere)).add(exported as Credential)
    await passkeyLogin(
      elsewhere,
      'Continue with a passkey',
      'Sign in with a passkey',
      'Use passkey',
    )
    expect(await connectedAddress(elsewhere)).toBe(address)
  } finally {
    await other.close()
  }
})

test('the app page cannot use the secure site’s passkey, and a replayed assertion opens no session', async ({
  page,
}) => {
  await page.goto('/')
  await virtualAuthenticator(page)
  await passkeyLogin(page, 'Create a wallet with a passkey', 'Create a passkey', 'Create passkey')
  const address = await connectedAddress(page)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()

  // The app's origin asking the browser for the secure site's passkey: the browser refuses (another origin).
  const fromApp = await page.evaluate(async () => {
    try {
      await navigator.credentials.get({
        publicKey: { rpId: 'secure.localhost', challenge: new Uint8Array(32) },
      })
      return 'answered'
    } catch (error) {
      return (error as Error).name
    }
  })
  expect(fromApp).toBe('SecurityError')

  // The assertion the secure site sends, copied on its way (as a hostile back end would from any leak)…
  const verified = page.waitForRequest((request) =>
    request.url().includes('/v1/passkeys/login/verify'),
  )
  await passkeyLogin(page, 'Continue with a passkey', 'Sign in with a passkey', 'Use passkey')
  const copy = (await verified).postDataJSON() as Record<string, unknown>
  expect(await connectedAddress(page)).toBe(address)
  // …replayed with the secure site's Origin: refused, its challenge was used.
  const replay = await fetch(`${server}/v1/passkeys/login/verify?projectId=latch-demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: secureSite },
    body: JSON.stringify(copy),
  })
  expect(replay.status).toBe(400)
  expect(await replay.json()).toEqual({
    status: 400,
    reasons: [{ name: 'Challenge Already Used', description: 'Failed to connect' }],
  })
  // From the app's origin, the route is not even open.
  const fromAppOrigin = await fetch(`${server}/v1/passkeys/login/verify?projectId=latch-demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
    body: JSON.stringify(copy),
  })
  expect(fromAppOrigin.status).toBe(403)
})

test('sign out everywhere: the other browser’s next request is refused and it shows disconnected', async ({
  page,
  browser,
}) => {
  await page.goto('/')
  const authenticator = await virtualAuthenticator(page)
  await passkeyLogin(page, 'Create a wallet with a passkey', 'Create a passkey', 'Create passkey')
  const address = await connectedAddress(page)
  const other = await browser.newContext()
  try {
    const elsewhere = await newPage(other)
    const [exported] = await authenticator.credentials()
    await (await virtualAuthenticator(elsewhere)).add(exported as Credential)
    await passkeyLogin(
      elsewhere,
      'Continue with a passkey',
      'Sign in with a passkey',
      'Use passkey',
    )
    expect(await connectedAddress(elsewhere)).toBe(address)

    await page.getByRole('button', { name: /^0x/ }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(page.getByTestId('status')).toHaveText('disconnected')

    // The other browser still shows connected until its next request, which the server refuses before any
    // approval screen; then it shows disconnected.
    await expect(elsewhere.getByTestId('status')).toHaveText('connected')
    const checked = elsewhere.waitForResponse((response) =>
      response.url().includes('/v1/auth/session'),
    )
    await elsewhere.getByRole('button', { name: 'Sign a message' }).click()
    const refusal = await checked
    expect(refusal.status()).toBe(401)
    expect(await refusal.json()).toEqual({
      status: 401,
      reasons: [{ name: 'Session Expired', description: 'Session expired or signed out' }],
    })
    await expect(elsewhere.getByTestId('status')).toHaveText('disconnected')
    await expect(elsewhere.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(approval(elsewhere).getByRole('button', { name: 'Approve' })).toHaveCount(0)
  } finally {
    await other.close()
  }
})
