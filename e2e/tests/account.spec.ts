import { testAccount } from '@latch/devstack'
import { createWalletClient, erc20Abi, formatUnits, http, parseUnits, publicActions } from 'viem'
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

/** The chain 31337 the dev stack started, with its contract addresses. */
function localChain() {
  const info = devStackInfo()
  const chain = info.chains.find((c) => c.chainId === 31337)
  if (!chain) throw new Error('The dev stack did not record chain 31337')
  return chain
}

test('the Tokens and Activity tabs show a payment without a reload', async ({ page }) => {
  const chain = localChain()
  // Account #3 pays the sample wallet (account #1) in LUSD (#2 is the discovery test's wallet).
  const payer = createWalletClient({
    account: testAccount(3),
    chain: foundry,
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
  const lusd = { address: chain.contracts.lusd, abi: erc20Abi } as const
  const before = await payer.readContract({
    ...lusd,
    functionName: 'balanceOf',
    args: [sampleAccount],
  })

  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
  const account = dialog(page, 'Account')
  const tabs = account.getByRole('tablist', { name: 'Account details' })
  await expect(tabs.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  const tokens = account.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Latch USD' })).toContainText(
    `${Number(formatUnits(before, 6)).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} LUSD`,
  )
  await expect(account.getByText(/^Total value: \$[\d,]+\.\d\d$/)).toBeVisible()
  await expectAccessible(page)

  const amount = parseUnits('123.456', 6)
  const hash = await payer.writeContract({
    ...lusd,
    functionName: 'transfer',
    args: [sampleAccount, amount],
  })
  await payer.waitForTransactionReceipt({ hash })

  const after = Number(formatUnits(before + amount, 6)).toLocaleString('en-US', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Latch USD' })).toContainText(
    `${after} LUSD`,
    { timeout: 10_000 },
  )

  await tabs.getByRole('tab', { name: 'Tokens' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  const received = account.getByRole('listitem').filter({ hasText: 'Received' }).first()
  await expect(received).toContainText('+123.456 LUSD', { timeout: 10_000 })
  await expect(received).toContainText('From 0x90F7…b906')
  // An ERC-1155 amount is a whole count (the dev stack mints 5 Latch Items to each test account).
  await expect(
    account.getByRole('listitem').filter({ hasText: 'Latch Items' }).first(),
  ).toContainText(/\+5 Latch Items #\d+/)
  // Every row's counterparty stays on one line in the 360 px modal (behaviour.md §2): its text is one line box.
  const counterpartyLines = await account
    .getByRole('tabpanel')
    .getByRole('listitem')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const counterparty = [...row.querySelectorAll('span')].find((span) =>
          /^(From|To) /.test(span.textContent ?? ''),
        )
        const range = document.createRange()
        if (counterparty) range.selectNodeContents(counterparty)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      }),
    )
  expect(counterpartyLines.length).toBeGreaterThan(1)
  expect(counterpartyLines.every((lines) => lines === 1)).toBe(true)
  await expectAccessible(page)

  await tabs.getByRole('tab', { name: 'NFTs' }).click()
  await expect(
    account.getByRole('list', { name: 'NFTs' }).getByRole('listitem').first(),
  ).toContainText('Latch Punks')
  await expectAccessible(page)
})
