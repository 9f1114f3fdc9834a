import type { Page } from '@playwright/test'
import { type Address, createTestClient, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { foundry } from 'viem/chains'
import {
  advanceServerClock,
  approval,
  expectScreenInModalFrame,
  mailedCode,
  mailSince,
  pixelAt,
  popupClosed,
  secureSiteToken,
  signInAtProvider,
  signInByEmail,
} from './embeddedWalletFixtures'
import { connectButton, dialog, expect, secureSiteFrame, test } from './fixtures'

const chain = createTestClient({
  chain: foundry,
  mode: 'anvil',
  transport: http('http://127.0.0.1:8545'),
})

function frameWidth(page: Page) {
  return page.locator(secureSiteFrame).evaluate((frame) => frame.getBoundingClientRect().width)
}

test('e-mail login: the code from the SMTP sink signs in; personal_sign and a transaction are approved in the secure site', async ({
  page,
}) => {
  const email = `visitor-${Date.now()}@example.com`
  await page.goto('/')
  // Nothing of the secure site loads for a visitor who has not chosen e-mail or social, even with the e-mail field
  // on screen. (Checked once the view is there: before, the count is 0 at once, and an Escape pressed before the
  // lazily loaded dialog listens for it leaves the modal open.)
  await connectButton(page).click()
  await expect(
    dialog(page, 'Connect Wallet').getByRole('textbox', { name: 'E-mail' }),
  ).toBeVisible()
  await expect(page.locator(secureSiteFrame)).toHaveCount(0)
  // A visitor who puts the cursor in the e-mail field has begun an e-mail login: the frame loads while they type
  // (behaviour.md §11.1), and Continue then waits only for the server.
  await dialog(page, 'Connect Wallet').getByRole('textbox', { name: 'E-mail' }).focus()
  await expect(page.locator(secureSiteFrame)).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await signInByEmail(page, email)
  const address = (await page
    .locator('dd', { hasText: /^0x[0-9a-fA-F]{40}$/ })
    .textContent()) as Address

  // personal_sign: the secure site shows what is signed; Approve; the signature verifies for the address.
  const pageCorner = await pixelAt(page, 4, 4)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(approval(page).getByText('Hello from the Latch demo')).toBeVisible()
  // In the modal's frame, at the spec's 360 px, while it asks; hidden again once answered.
  await expectScreenInModalFrame(page, 'Sign a message')
  // The page shows through the frame's backdrop, dimmed (45 % black), not under a box of the frame's own.
  const dimmed = await pixelAt(page, 4, 4)
  expect(
    dimmed.map((channel, index) => Math.abs(channel - (pageCorner[index] as number) * 0.55) < 12),
    `page ${pageCorner} dimmed to ${dimmed}`,
  ).toEqual([true, true, true])
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(
    await verifyMessage({
      address,
      message: 'Hello from the Latch demo',
      signature: (await signature.textContent()) as `0x${string}`,
    }),
  ).toBe(true)
  await expect.poll(() => frameWidth(page)).toBe(0)

  // A transaction, approved in the secure site and mined on the dev chain.
  await chain.setBalance({ address, value: parseEther('1') })
  // On a phone, the screen is the modal's bottom sheet.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expectScreenInModalFrame(page, 'Send a transaction')
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('transaction')).toHaveText(/^0x[0-9a-f]{64} \(block \d+\)$/)

  // A reload reconnects through the secure site's session.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('a second e-mail login within 30 s is refused with the seconds left', async ({ page }) => {
  await page.goto('/')
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'E-mail' }).fill(`first-${Date.now()}@example.com`)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog(page, 'Confirm e-mail')).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`second-${Date.now()}@example.com`)
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Continue', exact: true })
    .click()
  await expect(dialog(page, 'Connect Wallet').getByRole('alert')).toHaveText(
    /^Please try again after (2\d|30) seconds$/,
  )
})

test('social login: the provider’s real login page in a 600×800 popup signs in; a closed popup says "Popup closed"', async ({
  page,
}) => {
  await page.goto('/')
  await connectButton(page).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google' }).click(),
  ])
  await expect(dialog(page, 'Continue in the popup')).toBeVisible()
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 800])

  // Closing the popup before logging in: the view says so and offers a retry.
  await popup.close()
  const waiting = dialog(page, 'Continue in the popup')
  await expect(waiting.getByRole('alert')).toHaveText('Popup closed')

  const [second] = await Promise.all([
    page.waitForEvent('popup'),
    waiting.getByRole('button', { name: 'Try again' }).click(),
  ])
  await signInAtProvider(second)
  await popupClosed(second)

  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('social login cancelled at the provider says "Connection rejected", and signs in on retry', async ({
  page,
}) => {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  await page.goto('/')
  await connectButton(page).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google' }).click(),
  ])
  // The provider's own Cancel: it answers the callback with error=access_denied (RFC 6749 §4.1.2.1).
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await popupClosed(popup)
  const waiting = dialog(page, 'Continue in the popup')
  await expect(waiting.getByRole('alert')).toHaveText('Connection rejected')
  expect(failed).toEqual([])

  const [second] = await Promise.all([
    page.waitForEvent('popup'),
    waiting.getByRole('button', { name: 'Try again' }).click(),
  ])
  await signInAtProvider(second)
  await popupClosed(second)
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('social login in redirect mode cancelled at the provider says "Connection rejected" back in the app, with no error page on the way', async ({
  page,
}) => {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().isNavigationRequest())
      failed.push(`${response.status()} ${response.url()}`)
  })
  // A browser that blocks the popup: `window.open` answers null, and one tap sends the page itself to the provider.
  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.goto('/')
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google' }).click()
  await continueInThisTab(page)
  // The provider's own Cancel, in the app's tab: error=access_denied to the secure site's callback, and back.
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Connection rejected')
  expect(new URL(page.url()).searchParams.has('latch_social')).toBe(false)
  expect(failed).toEqual([])
})

/**
 * A blocked popup (behaviour.md §11.3): the modal says so, not "Popup closed", and offers the tab itself, one tap
 * (leaving the page is the visitor's choice).
 */
async function continueInThisTab(page: Page) {
  const blocked = dialog(page, 'Continue with Google')
  await expect(blocked.getByRole('alert')).toHaveText(
    'Your browser blocked the Google login window. You can log in in this tab instead, and come back here after.',
  )
  await blocked.getByRole('button', { name: 'Continue in this tab' }).click()
}

test('social login where popups are blocked: one tap sends the page itself to the provider, and it comes back connected; a replayed code says "Failed to connect"', async ({
  page,
}) => {
  // A browser that blocks the popup: `window.open` answers null.
  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.goto('/?from=social-redirect')
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google' }).click()
  await continueInThisTab(page)

  // The dev OIDC provider's real login and consent pages, in the app's own tab.
  const back = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes('latch_social='),
  )
  await signInAtProvider(page)
  const returned = (await back).url()
  // The page the visitor was on, plus a one-time code: neither the provider's code nor the state.
  const returnedUrl = new URL(returned)
  expect(`${returnedUrl.origin}${returnedUrl.pathname}`).toBe('http://localhost:5173/')
  expect([...returnedUrl.searchParams.keys()]).toEqual(['from', 'latch_social'])
  expect(returnedUrl.searchParams.get('latch_social')).toMatch(/^[A-Za-z0-9_-]{43}$/)

  // No further click: connected, the modal on the account, the code gone from the address bar.
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(dialog(page, 'Account')).toBeVisible()
  await expect(dialog(page, 'Account').getByTitle('visitor@example.com')).toBeVisible()
  expect(page.url()).toBe('http://localhost:5173/?from=social-redirect')

  // The same code again (a replay, or the back button into the old URL): refused, and cleaned again.
  await page.goto(returned)
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Failed to connect')
  expect(page.url()).toBe('http://localhost:5173/?from=social-redirect')
})

test('a new browser asks to approve the device from the e-mail, then for the code', async ({
  page,
  browser,
}) => {
  const email = `devices-${Date.now()}@example.com`
  await page.goto('/')
  await signInByEmail(page, email)

  const other = await browser.newContext()
  try {
    const second = await other.newPage()
    // The page's own clock, which its 30-s throttle reads, is one the test can move (it runs on meanwhile).
    await second.clock.install()
    await second.goto('/')
    await connectButton(second).click()
    const connect = dialog(second, 'Connect Wallet')
    await connect.getByRole('textbox', { name: 'E-mail' }).fill(email)
    // The first login mailed a code moments ago: the same e-mail is refused for 30 s, by the server and then by
    // this page's own throttle. Both clocks move past it instead of waiting it out.
    const device = dialog(second, 'Approve this device').getByText(`We sent a link to ${email}`)
    const cooldown = connect.getByRole('alert')
    await connect.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(cooldown).toHaveText(/^Please try again after \d+ seconds$/)
    await advanceServerClock(30_000)
    await second.clock.fastForward(30_000)
    const sentAfter = Date.now() - 1_000
    await connect.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(device).toBeVisible()

    // The visitor opens the e-mailed link (from anywhere: here a tab of its own) and presses its button: opening
    // it alone, as a mail scanner does, approves nothing.
    let link: string | undefined
    await expect
      .poll(async () => {
        link = (await mailSince(email, sentAfter))
          .flatMap((message) => message.links)
          .find((href) => href.includes('/device/approve'))
        return link
      })
      .toBeTruthy()
    const mailTab = await other.newPage()
    await mailTab.goto(link as string)
    await expect(mailTab.getByRole('heading', { name: 'Approve this device?' })).toBeVisible()
    await mailTab.getByRole('button', { name: 'Approve device' }).click()
    await expect(mailTab.getByRole('heading', { name: 'Device approved' })).toBeVisible()

    const verify = dialog(second, 'Confirm e-mail')
    await expect(verify.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
    await verify.getByRole('textbox', { name: 'Code' }).fill(await mailedCode(email, sentAfter))
    await expect(second.getByTestId('status')).toHaveText('connected')
  } finally {
    await other.close()
  }
})

test('the e-mail changes through a code to the current address, then one to the new address', async ({
  page,
}) => {
  const email = `before-${Date.now()}@example.com`
  const newEmail = `after-${Date.now()}@example.com`
  await page.goto('/')
  await signInByEmail(page, email)

  await page.getByRole('button', { name: /^0x/ }).first().click()
  const account = page.getByRole('dialog')
  // Cut at 30 characters with an ellipsis (behaviour.md §2); the whole address in its title.
  await expect(account.getByTitle(email)).toHaveText(`${email.slice(0, 29)}…`)
  await account.getByRole('button', { name: 'Change e-mail' }).click()

  const change = dialog(page, 'Change e-mail')
  await change.getByRole('textbox', { name: 'New e-mail' }).fill(newEmail)
  const sentAfter = Date.now() - 1_000
  await change.getByRole('button', { name: 'Continue' }).click()
  const primary = dialog(page, 'Confirm current e-mail')
  await expect(primary.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
  await primary.getByRole('textbox', { name: 'Code' }).fill(await mailedCode(email, sentAfter))

  const secondary = dialog(page, 'Confirm new e-mail')
  await expect(secondary.getByText(`Enter the code we sent to ${newEmail}`)).toBeVisible()
  await secondary.getByRole('textbox', { name: 'Code' }).fill(await mailedCode(newEmail, sentAfter))
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: /^0x/ }).first().click()
  await expect(page.getByRole('dialog').getByTitle(newEmail)).toBeVisible()
})

test('the key is exported inside the secure site behind a fresh code; neither it nor the session token reaches the app page', async ({
  page,
}) => {
  const email = `heap-${Date.now()}@example.com`
  const received: string[] = []
  page.on('response', async (response) => {
    if (response.request().frame() !== page.mainFrame()) return
    received.push(await response.text().catch(() => ''))
  })
  await page.goto('/')
  await signInByEmail(page, email)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const address = (await page.locator('dd', { hasText: /^0x[0-9a-fA-F]{40}$/ }).textContent()) ?? ''

  // Export, as the visitor does it: from the Account view, in the secure site shown over the modal.
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Export private key' }).click()
  const exportScreen = approval(page)
  await expectScreenInModalFrame(page, 'Export private key')
  const sentAfter = Date.now() - 1_000
  await exportScreen.getByRole('button', { name: 'Send code' }).click()
  await exportScreen
    .getByRole('textbox', { name: 'Code from the e-mail' })
    .fill(await mailedCode(email, sentAfter))
  await exportScreen.getByRole('button', { name: 'Show key' }).click()
  const shown = exportScreen.getByRole('figure').locator('pre')
  await expect(shown).toHaveText(/^0x[0-9a-f]{64}$/)
  const privateKey = (await shown.textContent()) as `0x${string}`
  expect(privateKeyToAddress(privateKey)).toBe(address)
  await exportScreen.getByRole('button', { name: 'Done' }).click()
  await expect.poll(() => frameWidth(page)).toBe(0)

  const token = await secureSiteToken(page)

  // A heap snapshot of the app's page (the secure site runs in its own process), and every answer it received.
  const cdp = await page.context().newCDPSession(page)
  const chunks: string[] = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  const heap = chunks.join('')
  // The search does find what the page does hold: its address, as it shows it.
  expect(heap.includes(address)).toBe(true)
  const key = privateKey.slice(2)
  for (const secret of [key, key.toUpperCase(), token]) {
    expect(heap.includes(secret), 'a secret in the app page’s heap').toBe(false)
    expect(
      received.some((body) => body.includes(secret)),
      'a secret in an answer to the app page',
    ).toBe(false)
  }
})
