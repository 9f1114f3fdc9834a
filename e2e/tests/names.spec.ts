import { testAccount } from '@latch/devstack/chain'
import type { Page } from '@playwright/test'
import {
  animationsSettled,
  connectButton,
  dialog,
  expect,
  expectAccessible,
  test,
  walletControls,
} from './fixtures'
import { sweep } from './sweepFixtures'

/** Two visitors of their own (accounts #7 and #8 of the test mnemonic): no other spec's account gets a name. */
const owner = testAccount(7).address
const payer = testAccount(8).address
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const zone = 'latch.eth'

// The later tests ask for the name the first registered.
test.describe.configure({ mode: 'serial' })

/** The demo with the sample wallet on `account`, connected, its Account view open. */
async function openAccount(page: Page, index: number, address: string) {
  await page.goto(`/?sampleAccount=${index}`)
  await page.getByRole('checkbox', { name: 'Inject the sample wallet' }).check()
  await expect(walletControls(page)).toBeVisible()
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: new RegExp(short(address)) }).click()
  return dialog(page, 'Account')
}

test('register alice-test from the Account view: rules in words, a rejected signature, success, the name shown', async ({
  page,
}) => {
  const profileRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/profile/')) profileRequests.push(request.url())
  })
  const account = await openAccount(page, 7, owner)
  await account.getByRole('button', { name: 'Register name' }).click()
  const form = dialog(page, 'Choose your name')
  const input = form.getByLabel('Name', { exact: true })
  // What the field says as you type: its live status, read as the field's description.
  const says = (text: string) =>
    expect(input).toHaveAccessibleDescription(new RegExp(`^${text.replaceAll('.', '\\.')} `))
  const register = form.getByRole('button', { name: 'Register' })

  // behaviour.md §5's rule, in words, before any request.
  await input.fill('abc')
  await says('A name has at least 4 characters.')
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await input.fill('al_ice')
  await says('Use only letters, digits and hyphens.')
  await expect(register).toBeDisabled()
  expect(profileRequests).toEqual([])
  await expectAccessible(page)

  await input.fill('alice-test')
  await says(`alice-test.${zone} is available.`)
  await expect(register).toBeEnabled()

  // The wallet refuses to sign: the form stays, saying so.
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await register.click()
  await expect(form.getByRole('alert')).toHaveText('Error registering name alice-test')
  await expect(input).toHaveValue('alice-test')
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).uncheck()

  await register.click()
  const success = dialog(page, 'Name registered')
  await expect(
    success.getByText(`alice-test.${zone} is yours. Wallets that read ENS names can send to it.`),
  ).toBeVisible()
  await expectAccessible(page)
  await success.getByRole('button', { name: 'Back to account' }).click()
  await expect(account.getByText(`alice-test.${zone}`, { exact: true })).toBeVisible()
  // The button that opens the modal names the account too (behaviour.md §3.1), in place of its address.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: `alice-test.${zone}` })).toBeVisible()
})

test('a taken name shows free names like it', async ({ page }, testInfo) => {
  const account = await openAccount(page, 8, payer)
  await account.getByRole('button', { name: 'Register name' }).click()
  const form = dialog(page, 'Choose your name')
  const input = form.getByLabel('Name', { exact: true })
  await input.fill('alice-test')
  await expect(input).toHaveAccessibleDescription(/^alice-test\.latch\.eth is taken\. /)
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled()
  const suggestions = form.getByRole('region', { name: 'Available instead' })
  const first = suggestions.getByRole('button', { name: `alice-test1.${zone}` })
  await expect(first).toBeVisible()
  // The form with its suggestions at phone and desktop size, light and dark; Escape closes the modal.
  await sweep(page, testInfo, 'register-account-name')
  await page.getByRole('button', { name: new RegExp(short(payer)) }).click()
  await account.getByRole('button', { name: 'Register name' }).click()
  await input.fill('alice-test')
  await first.click()
  await expect(input).toHaveValue('alice-test1')
  await expect(input).toHaveAccessibleDescription(/^alice-test1\.latch\.eth is available\. /)
  await expectAccessible(page)
})

test('another account sends 1 LUSD to alice-test.latch.eth, and its Activity shows the name', async ({
  page,
}) => {
  const account = await openAccount(page, 8, payer)
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await send.getByRole('button', { name: /^Token / }).click()
  await send.getByRole('button', { name: /^LUSD / }).click()
  // Resolved through the chain's ENS, the zone's resolver and the gateway (CCIP-Read), as any wallet does.
  await send.getByLabel('Recipient').fill(`alice-test.${zone}`)
  await expect(
    send.getByRole('status').filter({ hasText: `alice-test.${zone} is ${owner}.` }),
  ).toBeVisible()
  const amount = send.getByLabel('Amount', { exact: true })
  await amount.fill('1')
  await amount.press('Enter')
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByText(`alice-test.${zone} (${short(owner)})`)).toBeVisible()
  await preview.getByRole('button', { name: 'Send' }).click()
  await expect(account.getByText('Sent 1 LUSD')).toBeVisible({ timeout: 30_000 })
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    account
      .getByRole('listitem')
      .filter({ hasText: /−1\.000 LUSD/ })
      .filter({ hasText: `To alice-test.${zone}` })
      .first(),
  ).toBeVisible({ timeout: 15_000 })
  await animationsSettled(page)
  await expectAccessible(page)
})
