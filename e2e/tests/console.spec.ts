import {
  connectButton,
  connectSampleWallet,
  devStackInfo,
  dialog,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  sampleAccountShort,
  test,
  walletControls,
} from './fixtures'

/**
 * The operator's console (behaviour.md §21.5): the operator signs in with the start token, creates a project
 * allowing the demo's origin, and what a visitor then does in the demo on that project, with analytics on, shows
 * in the funnel within 10 s.
 */
test('the operator signs in, creates a project, and sees its funnel, error reports and health', async ({
  page,
  context,
}) => {
  const { consoleUrl, consoleToken, serverUrl } = devStackInfo()
  if (!consoleUrl || !consoleToken || !serverUrl) throw new Error('the dev stack serves no console')

  await page.goto(consoleUrl)
  await expect(page.getByRole('heading', { name: 'Latch console' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('One-time token').fill(consoleToken)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  const form = page.getByRole('form', { name: 'New project' })
  await form.getByLabel('Name').fill('E2E shop')
  await form.getByLabel('Allowed origins').fill('http://localhost:5173')
  // The origin tester reads the list the way the server's guard does.
  await form.getByLabel('Test an origin').fill('http://localhost:5174')
  await form.getByRole('button', { name: 'Test' }).click()
  await expect(form.getByText('http://localhost:5174 is not allowed')).toBeVisible()
  await form.getByRole('button', { name: 'Create project' }).click()
  const created = form.getByRole('status').filter({ hasText: 'Created project' })
  await expect(created).toHaveText(/^Created project p-[0-9a-f]{16}$/)
  const projectId = (await created.textContent())?.replace('Created project ', '') ?? ''
  await expect(page.getByRole('row', { name: /E2E shop/ })).toContainText(projectId)
  // Its features: the gas sponsorship, through the paymaster's own store.
  await page.getByRole('button', { name: 'Edit E2E shop' }).click()
  const sponsorship = page.getByRole('form', { name: 'Gas sponsorship of E2E shop' })
  await sponsorship.getByLabel('Sponsor smart-account operations').check()
  await sponsorship.getByLabel('Daily budget of the project (wei)').fill('1000000000000000000')
  await sponsorship.getByRole('button', { name: 'Save sponsorship' }).click()
  await expect(sponsorship.getByRole('status')).toHaveText('Sponsorship saved')
  // What its modal is offered: the dev stack's social logins (its OIDC provider) and sandbox ramp.
  const features = page.getByRole('region', { name: 'Features offered to its modal' })
  await expect(features.getByRole('definition').first()).toContainText('google')
  await expect(features.getByRole('definition').nth(1)).toHaveText('Sandbox')
  await expectAccessible(page)

  // The demo on that project with analytics on (behaviour.md §7.7): a connect, a disconnect and a rejected
  // connect, clicked by the visitor; the feature batches them to `/e` (and sends a report of the failed connect).
  const demo = await context.newPage()
  await openDemoWithSampleWallet(demo, `/?projectId=${projectId}&analytics=on`)
  await connectSampleWallet(demo)
  await demo.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
  await dialog(demo, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(connectButton(demo)).toBeVisible()
  await walletControls(demo).getByRole('checkbox', { name: 'Reject requests' }).check()
  await connectButton(demo).click()
  await dialog(demo, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  await expect(dialog(demo, 'Latch Sample Wallet').getByRole('alert')).toHaveText(
    'Connection rejected',
  )
  // A rejection is the visitor's choice, not an error of the app: no error report. An app's error report, as the
  // feature sends one (text/plain, no preflight), twice: the console groups them by message.
  const statuses = await demo.evaluate(async (url) => {
    const report = (n: number) => ({
      eventId: `e2e-error-${Date.now()}-${n}`,
      url: location.href,
      domain: location.host,
      timestamp: Date.now(),
      props: {
        type: 'error',
        event: 'ERROR',
        errorType: 'TypeError',
        errorMessage: 'Cannot read properties of undefined',
        stackTrace: 'at connect (index.js:1:1)',
      },
    })
    const post = async (body: unknown) =>
      (
        await fetch(url, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'text/plain' },
        })
      ).status
    return [await post(report(1)), await post(report(2))]
  }, `${serverUrl}/e?projectId=${projectId}&st=latch&sv=e2e`)
  expect(statuses).toEqual([204, 204])
  // The visitor leaves: what waits goes by beacon as the page hides.
  await demo.close({ runBeforeUnload: true })

  await page.getByRole('button', { name: 'Analytics' }).click()
  await page.getByLabel('Project', { exact: true }).selectOption(projectId)
  const funnel = page.getByRole('table', { name: 'Connect funnel' })
  const step = (name: string) =>
    funnel.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell')
  // Opened counts the two opens to connect, not the Account view's (behaviour.md §21.5).
  await expect(step('Opened')).toHaveText('2', { timeout: 10_000 })
  await expect(step('Wallet chosen')).toHaveText('2')
  await expect(step('Connected')).toHaveText('1')
  await expect(step('Connect failed')).toHaveText('1')
  const byWallet = page.getByRole('table', { name: 'The funnel by wallet' })
  await expect(byWallet.getByRole('row', { name: /^Latch Sample Wallet/ })).toBeVisible()
  await expect(page.locator('figure svg').first()).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Errors' }).click()
  await expect(
    page
      .getByRole('row', { name: /Cannot read properties of undefined/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('2')
  await expect(page.getByRole('row', { name: /rejected/i })).toHaveCount(0)
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Health' }).click()
  await expect(
    page.getByRole('table', { name: 'Dependencies' }).getByRole('row', { name: /^database/ }),
  ).toContainText('ok')
  await expectAccessible(page)
})
