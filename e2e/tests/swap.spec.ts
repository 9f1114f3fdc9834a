import type { Page } from '@playwright/test'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { foundry } from 'viem/chains'
import {
  connectSampleWallet,
  devStackInfo,
  dialog,
  dialogLayout,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  sampleAccount,
  sampleAccountShort,
  test,
  walletControls,
} from './fixtures'
import { restoreSampleAccountEth } from './sampleAccountFixtures'

/** Account #8 of the test mnemonic (unlocked on anvil): the trader who moves the pool in the price test. */
const traderAddress = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

function localChain() {
  const info = devStackInfo()
  const chain = info.chains.find((c) => c.chainId === 31337)
  if (!chain) throw new Error('The dev stack did not record chain 31337')
  return chain
}

function clients() {
  const chain = localChain()
  const publicClient = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) })
  const balanceOf = (token: `0x${string}`, owner: `0x${string}` = sampleAccount) =>
    publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  return { chain, publicClient, balanceOf }
}

const threeDecimals = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })

/** The Account view, then Swap by keyboard (focus and Enter). */
async function openSwap(page: Page) {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
  const account = dialog(page, 'Account')
  const swapButton = account.getByRole('button', { name: 'Swap', exact: true })
  await expect(account.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
  await swapButton.focus()
  await page.keyboard.press('Enter')
  const swap = dialog(page, 'Swap')
  await expect(swap.getByLabel('Amount to swap')).toBeVisible()
  return { account, swap }
}

/** Chooses a token for one side through SwapSelectToken, by search and keyboard. */
async function chooseToken(page: Page, side: 'pay with' | 'receive', symbol: string) {
  const swap = dialog(page, 'Swap')
  await swap.getByRole('button', { name: new RegExp(`^Token to ${side}:`) }).click()
  const select = dialog(page, 'Select token')
  await select.getByLabel('Search tokens').fill(symbol)
  await expectAccessible(page)
  const option = select.getByRole('button', { name: new RegExp(`^${symbol} `) })
  await option.focus()
  await page.keyboard.press('Enter')
  await expect(dialog(page, 'Swap')).toBeVisible()
}

// The sample account swapped ETH and paid gas here; later specs show its 10,000 ETH.
test.afterAll(restoreSampleAccountEth)

test('swap 1 ETH → LUSD: quote shown, mined, both balances and Activity updated without reload', async ({
  page,
}) => {
  const { chain, publicClient, balanceOf } = clients()
  const lusdBefore = await balanceOf(chain.contracts.lusd)
  const ethBefore = await publicClient.getBalance({ address: sampleAccount })

  const { account, swap } = await openSwap(page)
  await expect(swap.getByRole('button', { name: 'Token to pay with: ETH' })).toBeVisible()
  await expect(swap.getByRole('button', { name: 'Token to receive: LUSD' })).toBeVisible()
  const review = swap.getByRole('button', { name: 'Review swap' })
  await expect(review).toBeDisabled()

  await swap.getByLabel('Amount to swap').fill('1')
  await expect(swap.locator('output')).toContainText(/^[\d,]+\.\d{3} LUSD$/)
  await expect(swap.getByText('Price impact')).toBeVisible()
  await expect(swap.getByText('Minimum received')).toBeVisible()
  await expect(swap.getByText(/^\$\d+\.\d\d$|^< \$0\.01$/)).toBeVisible()
  await expect(review).toBeEnabled()
  await expectAccessible(page)

  // An amount beyond the balance says so in words and cannot be reviewed.
  await swap.getByLabel('Amount to swap').fill('100000000')
  await expect(swap.getByText('You do not have enough ETH for this swap.')).toBeVisible()
  await expect(review).toBeDisabled()
  await swap.getByLabel('Amount to swap').fill('1')
  await expect(review).toBeEnabled()
  await review.focus()
  await page.keyboard.press('Enter')

  const preview = dialog(page, 'Review Swap')
  await expect(preview.getByText('1.000 ETH', { exact: true })).toBeVisible()
  await expect(preview.getByText(/^≈ [\d,]+\.\d{3} LUSD$/)).toBeVisible()
  await expectAccessible(page)
  const minimumText = await preview
    .getByText(/^[\d,]+\.\d{3} LUSD$/)
    .first()
    .textContent()
  const minimum = BigInt(Math.floor(Number(minimumText?.replace(/[, LUSD]/g, '')) * 1e6))
  const swapButton = preview.getByRole('button', { name: 'Swap', exact: true })
  await swapButton.focus()
  await page.keyboard.press('Enter')
  await expect(preview.getByText(/^Swap complete: 1\.000 ETH for [\d,]+\.\d{3} LUSD/)).toBeVisible({
    timeout: 30_000,
  })
  // The Swap button that had focus is gone: focus stays in the dialog, not on <body> (behaviour.md §18.3).
  await expect.poll(async () => (await dialogLayout(page)).focusInside).toBe(true)
  await expectAccessible(page)

  const lusdAfter = await balanceOf(chain.contracts.lusd)
  // At least the minimum the preview showed (the pools move from run to run).
  expect(minimum).toBeGreaterThan(0n)
  expect(lusdAfter - lusdBefore).toBeGreaterThanOrEqual(minimum)
  expect(await publicClient.getBalance({ address: sampleAccount })).toBeLessThan(
    ethBefore - parseEther('1'),
  )

  await preview.getByRole('button', { name: 'Done' }).click()
  await expect(account).toBeVisible()
  const lusdRow = account
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: 'Latch USD' })
  await expect(lusdRow).toContainText(`${threeDecimals(Number(formatUnits(lusdAfter, 6)))} LUSD`)
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    account
      .getByRole('listitem')
      .filter({ hasText: /LUSD/ })
      .filter({ hasText: /\+[\d,]+\.\d{3} LUSD/ })
      .first(),
  ).toBeVisible({ timeout: 15_000 })
})

test('swap LUSD → LTK: approval of the exact amount then the swap; a rejected approval and a rejected swap each retried', async ({
  page,
}) => {
  const { chain, publicClient, balanceOf } = clients()
  const router = chain.amm.router
  const ltkBefore = await balanceOf(chain.contracts.ltk)
  const lusdBefore = await balanceOf(chain.contracts.lusd)
  const reject = walletControls(page).getByRole('checkbox', { name: 'Reject requests' })

  const { swap } = await openSwap(page)
  await chooseToken(page, 'pay with', 'LUSD')
  await chooseToken(page, 'receive', 'LTK')
  // A fresh amount each run, so an approval left by an earlier run never covers it.
  const amount = `${100 + (Date.now() % 97)}`
  await swap.getByLabel('Amount to swap').fill(amount)
  await expect(swap.locator('output')).toContainText(/LTK$/)
  await swap.getByRole('button', { name: 'Review swap' }).click()

  const preview = dialog(page, 'Review Swap')
  await expect(preview.getByText(/^Step 1 of 2/)).toBeVisible()
  await expectAccessible(page)

  await reject.check()
  await preview.getByRole('button', { name: 'Approve LUSD' }).click()
  await expect(
    preview.getByText('You rejected the approval in your wallet. Nothing was approved.'),
  ).toBeVisible()
  await expectAccessible(page)
  await reject.uncheck()
  await preview.getByRole('button', { name: 'Try again' }).click()
  await expect(preview.getByText('LUSD approved. Now confirm the swap.')).toBeVisible({
    timeout: 30_000,
  })
  // Exactly the amount, never unlimited.
  expect(
    await publicClient.readContract({
      address: chain.contracts.lusd,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [sampleAccount, router],
    }),
  ).toBe(BigInt(amount) * 1_000_000n)
  await expect(preview.getByText(/^Step 2 of 2/)).toBeVisible()

  await reject.check()
  await preview.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(
    preview.getByText('You rejected the swap in your wallet. Nothing was swapped.'),
  ).toBeVisible()
  await expectAccessible(page)
  expect(await balanceOf(chain.contracts.lusd)).toBe(lusdBefore)
  await reject.uncheck()
  const retry = preview.getByRole('button', { name: 'Try again' })
  await retry.focus()
  await page.keyboard.press('Enter')
  await expect(preview.getByText(/^Swap complete:/)).toBeVisible({ timeout: 30_000 })

  expect(await balanceOf(chain.contracts.lusd)).toBe(lusdBefore - BigInt(amount) * 1_000_000n)
  expect(await balanceOf(chain.contracts.ltk)).toBeGreaterThan(ltkBefore)
})

test('a swap whose minimum cannot be met after the pool moved fails on chain and the view says the price moved', async ({
  page,
}) => {
  const { chain, balanceOf, publicClient } = clients()
  const lusdBefore = await balanceOf(chain.contracts.lusd)
  const traderLusdBefore = await balanceOf(chain.contracts.lusd, traderAddress)
  const { swap } = await openSwap(page)
  await swap.getByLabel('Amount to swap').fill('1')
  await expect(swap.locator('output')).toContainText(/LUSD$/)
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const preview = dialog(page, 'Review Swap')

  // Between the built swap and the wallet's send, another account trades 20 ETH into the same pool.
  const trader = createWalletClient({
    account: traderAddress,
    chain: foundry,
    transport: http(chain.rpcUrl),
  })
  await page.route('**/v1/convert/build-transaction**', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    const hash = await trader.writeContract({
      address: chain.amm.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [chain.amm.weth, chain.contracts.lusd], traderAddress, 9_999_999_999n],
      value: parseEther('20'),
      // Explicit: the node's estimate for this call came out short and the trade ran out of gas.
      gas: 300_000n,
    })
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
    await route.fulfill({ response, body })
  })

  await preview.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(preview.getByText(/^The price moved beyond your slippage tolerance/)).toBeVisible({
    timeout: 30_000,
  })
  await expectAccessible(page)
  // Reverted on chain: nothing received.
  expect(await balanceOf(chain.contracts.lusd)).toBe(lusdBefore)

  await page.unroute('**/v1/convert/build-transaction**')
  await preview.getByRole('button', { name: 'Get a new quote' }).click()
  await expect(dialog(page, 'Swap').locator('output')).toContainText(/^[\d,]+\.\d{3} LUSD$/)
  await expect(dialog(page, 'Swap').getByRole('button', { name: 'Review swap' })).toBeEnabled()

  // The trader sells what it got back, so the pool is near where it was for the next run.
  const got = (await balanceOf(chain.contracts.lusd, traderAddress)) - traderLusdBefore
  await publicClient.waitForTransactionReceipt({
    hash: await trader.writeContract({
      address: chain.contracts.lusd,
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.amm.router, got],
      gas: 100_000n,
    }),
  })
  const back = await trader.writeContract({
    address: chain.amm.router,
    abi: routerAbi,
    functionName: 'swapExactTokensForETH',
    args: [got, 0n, [chain.contracts.lusd, chain.amm.weth], traderAddress, 9_999_999_999n],
    gas: 300_000n,
  })
  expect((await publicClient.waitForTransactionReceipt({ hash: back })).status).toBe('success')
})

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
