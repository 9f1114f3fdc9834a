import type { Page } from '@playwright/test'
import { createPublicClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import {
  connectSampleWallet,
  devStackInfo,
  dialog,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  sampleAccount,
  sampleAccountShort,
  test,
} from './fixtures'
import { restoreSampleAccountEth } from './sampleAccountFixtures'

// The sandbox ramp pays out of test account #7 to the sample wallet's account: others show its 10,000 ETH, and so
// does the Account view here before the purchase.
test.beforeAll(restoreSampleAccountEth)
test.afterAll(restoreSampleAccountEth)

function balanceOfSampleAccount() {
  const chain = devStackInfo().chains.find((entry) => entry.chainId === 31337)
  if (!chain) throw new Error('The dev stack did not record chain 31337')
  return createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) }).getBalance({
    address: sampleAccount,
  })
}

/** Connected, the Account view, then Buy. */
async function openBuy(page: Page) {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
  return dialog(page, 'Buy')
}

/** 50 USD of ETH, then the providers' quotes. */
async function quoteFiftyUsdOfEth(page: Page) {
  const buy = await openBuy(page)
  await expect(buy.getByLabel('Currency to buy')).toHaveValue('ETH')
  await expect(buy.getByLabel('Pay with')).toHaveValue('USD')
  await expect(buy.getByText('Card: from 20.00 to 5,000.00 USD')).toBeVisible()
  await buy.getByLabel('Amount').fill('5')
  await expect(buy.getByRole('alert')).toHaveText('The least you can pay by card is 20.00 USD.')
  await expect(buy.getByRole('button', { name: 'See quotes' })).toBeDisabled()
  await buy.getByLabel('Amount').fill('50')
  await buy.getByRole('button', { name: 'See quotes' }).click()
  const providers = dialog(page, 'Choose a provider')
  const sandbox = providers.getByRole('listitem').filter({ hasText: 'Sandbox' })
  await expect(sandbox.getByRole('definition')).toHaveText([
    '0.016333 ETH',
    '50.00 USD',
    '1.00 USD',
    '0.50 USD',
  ])
  return { providers, pay: sandbox.getByRole('button', { name: 'Buy 0.016333 ETH with Sandbox' }) }
}

/** Buy opens the sandbox's checkout in a popup (within the click); the card is typed and paid there. */
async function payInPopup(page: Page, pay: ReturnType<Page['getByRole']>, card: string) {
  const popupOpened = page.waitForEvent('popup')
  await pay.click()
  const popup = await popupOpened
  await expect(popup.getByText('Latch Sandbox checkout')).toBeVisible()
  await popup.getByLabel('Card number').fill(card)
  await popup.getByRole('button', { name: 'Pay 50.00 USD' }).click()
  return popup
}

test('a visitor buys 50 USD of ETH from the sandbox: quoted, paid by card in the popup, balance up by the quote', async ({
  page,
}) => {
  const { providers, pay } = await quoteFiftyUsdOfEth(page)
  await expectAccessible(page, 'latch-modal')
  await expect(
    providers.getByText('Test payments only: pays out on the development chain.'),
  ).toBeVisible()
  const before = await balanceOfSampleAccount()
  const popup = await payInPopup(page, pay, '4242 4242 4242 4242')
  await expect(popup.getByRole('heading', { name: 'Payment complete' })).toBeVisible()
  const buying = dialog(page, 'Buying')
  await expect(buying.getByText('Bought 0.016333 ETH. Your balance is updated.')).toBeVisible()
  expect(await balanceOfSampleAccount()).toBe(before + parseEther('0.016333'))
  await buying.getByRole('button', { name: 'Done' }).click()
  // The balances were read past their caches: 10,000 + 0.016333 ETH.
  await expect(dialog(page, 'Account').getByText('Balance: 10,000.016 ETH')).toBeVisible()
})

test('a quote that cannot be had shows as an estimate that cannot be paid', async ({ page }) => {
  await page.route('**/v1/onramp/quote?**', (route) => route.abort('connectionfailed'))
  const buy = await openBuy(page)
  await buy.getByLabel('Amount').fill('50')
  await buy.getByRole('button', { name: 'See quotes' }).click()
  const sandbox = dialog(page, 'Choose a provider')
    .getByRole('listitem')
    .filter({ hasText: 'Sandbox' })
  await expect(sandbox.getByText('Estimate', { exact: true })).toBeVisible()
  await expect(
    sandbox.getByText(
      'This provider did not quote: the amounts are an estimate and cannot be paid.',
    ),
  ).toBeVisible()
  await expect(sandbox.getByRole('definition')).toHaveText([
    '—',
    '50.00 USD',
    '0.00 USD',
    '0.00 USD',
  ])
  await expect(sandbox.getByRole('button')).toHaveCount(0)
})

test('the declined card ends the purchase in failure, with a retry that quotes again', async ({
  page,
}) => {
  const { pay } = await quoteFiftyUsdOfEth(page)
  const before = await balanceOfSampleAccount()
  const popup = await payInPopup(page, pay, '4000 0000 0000 0002')
  await expect(popup.getByText('Your card was declined.')).toBeVisible()
  const buying = dialog(page, 'Buying')
  await expect(
    buying.getByText('The purchase did not go through: nothing was charged.'),
  ).toBeVisible()
  expect(await balanceOfSampleAccount()).toBe(before)
  await buying.getByRole('button', { name: 'Try again' }).click()
  await expect(
    dialog(page, 'Choose a provider').getByRole('button', {
      name: 'Buy 0.016333 ETH with Sandbox',
    }),
  ).toBeVisible()
})

test('a provider whose options fail shows the built-in defaults, said so, with their limits', async ({
  page,
}) => {
  await page.route('**/v1/onramp/options?**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503}' }),
  )
  const buy = await openBuy(page)
  await expect(
    buy.getByText('The providers’ options could not be loaded: these are the standard ones.'),
  ).toBeVisible()
  await expect(buy.getByLabel('Currency to buy').getByRole('option')).toHaveText([
    'USD Coin (USDC)',
    'Ether (ETH)',
  ])
  await expect(buy.getByLabel('Pay with').getByRole('option')).toHaveText(['USD', 'EUR'])
  await expect(buy.getByText('Card: from 10.00 to 7,500.00 USD')).toBeVisible()
  await buy.getByLabel('Payment method').selectOption('bank_account')
  await expect(buy.getByText('Bank account: from 10.00 to 25,000.00 USD')).toBeVisible()
  await buy.getByLabel('Amount').fill('25000.01')
  await expect(buy.getByRole('alert')).toHaveText(
    'The most you can pay by bank account is 25,000.00 USD.',
  )
  await expectAccessible(page, 'latch-modal')
})
