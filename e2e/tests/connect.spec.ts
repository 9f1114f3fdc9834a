import type { Page, Request } from '@playwright/test'
import {
  connectButton,
  connectSampleWallet,
  dialog,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  sampleAccountShort,
  test,
  walletControls,
} from './fixtures'

/** The page's requests to the server's analytics endpoint (`POST /e`, behaviour.md §7.7). */
function analyticsRequests(page: Page) {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/e') seen.push(request)
  })
  return seen
}

test('connects the sample wallet and shows its address and balance', async ({ page }) => {
  // Analytics is off unless the app lists it: a whole connect sends the server nothing (behaviour.md §7.7).
  const analytics = analyticsRequests(page)
  await openDemoWithSampleWallet(page)
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  await expect(connect.getByRole('button', { name: /Latch Sample Wallet/ })).toBeVisible()
  await expectAccessible(page)

  await connect.getByRole('button', { name: /Latch Sample Wallet/ }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const account = page.getByRole('button', { name: new RegExp(sampleAccountShort) })
  await expect(account).toContainText('10,000.000 ETH')
  await expect(page.getByTestId('status')).toHaveText('connected')

  await account.click()
  const accountView = dialog(page, 'Account')
  await expect(accountView.getByText(sampleAccountShort)).toBeVisible()
  await expect(accountView.getByText('Balance: 10,000.000 ETH')).toBeVisible()
  await expect(accountView.getByRole('button', { name: 'Network: Latch Local' })).toBeVisible()
  await expect(accountView.getByRole('button', { name: 'Copy address' })).toBeVisible()
  await expectAccessible(page)
  // The page hides (the visitor leaves): still nothing.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
  await expect(accountView).toBeVisible()
  expect(analytics).toEqual([])
})

test('a rejected connection shows "Connection rejected" and connects on retry', async ({
  page,
}) => {
  // With analytics on (`?analytics=on`), the funnel the server is sent, read here without a server route: each
  // `POST /e` is answered 204 as the server would.
  const records: {
    eventId: string
    url: string
    domain: string
    timestamp: number
    props: Record<string, unknown>
  }[] = []
  await page.route(/:8787\/e\?/, async (route) => {
    const url = new URL(route.request().url())
    expect(url.searchParams.get('projectId')).toBe('latch-demo')
    expect(url.searchParams.get('st')).toBe('latch')
    expect(url.searchParams.get('sv')).toMatch(/^js-analytics-/)
    records.push(...JSON.parse(route.request().postData() ?? '[]'))
    await route.fulfill({ status: 204 })
  })
  const analytics = analyticsRequests(page)
  await openDemoWithSampleWallet(page, '/?analytics=on')
  // Nothing before the visitor opens the modal.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
  await expect(connectButton(page)).toBeVisible()
  expect(analytics).toEqual([])
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()

  const connecting = dialog(page, 'Latch Sample Wallet')
  await expect(connecting.getByRole('alert')).toHaveText('Connection rejected')
  await expectAccessible(page)

  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).uncheck()
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(sampleAccountShort) })).toContainText(
    '10,000.000 ETH',
  )

  // The page hides: what waits goes by beacon (or fetch), and the funnel is there in AppKit's names.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
  await expect
    .poll(() => records.map((record) => record.props.event))
    .toEqual([
      'MODAL_OPEN',
      'SELECT_WALLET',
      'CONNECT_ERROR',
      'SELECT_WALLET',
      'CONNECT_SUCCESS',
      'MODAL_CLOSE',
    ])
  const wallet = { name: 'Latch Sample Wallet', method: 'browser', view: 'Connect' }
  expect(records[2]?.props).toEqual({
    type: 'track',
    event: 'CONNECT_ERROR',
    properties: { ...wallet, message: 'Connection rejected' },
  })
  expect(records[4]?.props).toEqual({ type: 'track', event: 'CONNECT_SUCCESS', properties: wallet })
  for (const record of records) {
    expect(record.url).toBe('http://localhost:5173/')
    expect(record.domain).toBe('localhost')
    expect(record.eventId).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(Math.abs(record.timestamp - Date.now())).toBeLessThan(120_000)
  }
  // No address: the demo does not send them.
  expect(JSON.stringify(records)).not.toMatch(/0x/i)
})

test('switches 31337 → 31338, adding the chain the wallet does not know', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)

  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  const networks = dialog(page, 'Choose Network')
  // The current network says so in words beside its check mark (behaviour.md §18.1), and to assistive tech as
  // aria-current.
  await expect(
    networks.getByRole('button', { name: /^Latch Local\s*Current network$/ }),
  ).toHaveAttribute('aria-current', 'true')
  await expectAccessible(page)
  await networks.getByRole('button', { name: 'Latch Local 2' }).click()

  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Select network: Latch Local 2' })).toBeVisible()
  await expect(walletControls(page)).toContainText('31338')
  await expect(page.getByRole('button', { name: new RegExp(sampleAccountShort) })).toContainText(
    '10,000.000 ETH',
  )
})

test('a declined network switch shows its error and switches on retry', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Latch Local 2' }).click()
  const switching = dialog(page, 'Switch Network')
  await expect(switching.getByRole('alert')).toHaveText('Switch declined')
  await expectAccessible(page)
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).uncheck()
  await switching.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('button', { name: 'Select network: Latch Local 2' })).toBeVisible()
})

test('a wallet moved to a chain the app does not list shows UnsupportedChain', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)

  await walletControls(page).getByLabel('Chain id').fill('999')
  await walletControls(page).getByRole('button', { name: 'Move wallet to chain' }).click()

  const unsupported = dialog(page, 'Switch Network')
  await expect(unsupported.getByText("This app doesn't support your current network")).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Select network: Unsupported network' }),
  ).toBeVisible()
  await expectAccessible(page)

  await unsupported.getByRole('button', { name: 'Latch Local', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Select network: Latch Local' })).toBeVisible()
})

test('after a reload the wallet is reconnected without a prompt', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  // Any prompt would now be rejected: reconnecting must not ask.
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await page.reload()
  await expect(page.getByRole('button', { name: new RegExp(sampleAccountShort) })).toContainText(
    '10,000.000 ETH',
  )
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('disconnect returns to "Connect Wallet"', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(connectButton(page)).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.reload()
  await expect(connectButton(page)).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})
