import type { APIRequestContext, Locator } from '@playwright/test'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
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
  walletControls,
} from './fixtures'
import { restoreSampleAccountEth } from './sampleAccountFixtures'

/** Account #3 of the test mnemonic: the one paid, as ada.eth (the dev chains' ENS, devEnsNames). */
const account3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

function localChain() {
  const info = devStackInfo()
  const chain = info.chains.find((c) => c.chainId === 31337)
  if (!chain) throw new Error('The dev stack did not record chain 31337')
  return chain
}

type HistoryItem = {
  id: string
  metadata: { hash: string; sentFrom: string; sentTo: string; status: string }
  transfers: Array<{
    direction: string
    quantity: { numeric: string }
    fungible_info?: { symbol: string }
  }>
}

/** Account #3's history on 31337 as the data API serves it (no Origin: a server-side read). */
async function historyOf(request: APIRequestContext, address: string): Promise<HistoryItem[]> {
  const response = await request.get(
    `http://localhost:8787/v1/account/${address}/history?projectId=latch-demo&chainId=eip155:31337`,
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: HistoryItem[] }).data
}

const lusdFromSample = (items: HistoryItem[]) =>
  items.filter(
    (item) =>
      item.metadata.sentFrom.toLowerCase() === sampleAccount.toLowerCase() &&
      item.transfers.some(
        (t) =>
          t.direction === 'in' &&
          t.fungible_info?.symbol === 'LUSD' &&
          Number(t.quantity.numeric) === 25,
      ),
  )

const threeDecimals = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })

/**
 * Picks a token from the Token button's list by keyboard: Enter opens it with focus in its search, the token's row
 * (it reads "LUSD Latch USD Balance 10,000.000") is chosen with Enter, and focus goes back to the Token button.
 */
async function selectToken(form: Locator, symbol: string) {
  const page = form.page()
  const tokenButton = form.getByRole('button', { name: /^Token / })
  await tokenButton.focus()
  await page.keyboard.press('Enter')
  await expect(tokenButton).toHaveAttribute('aria-expanded', 'true')
  await expect(form.getByRole('searchbox', { name: 'Search tokens' })).toBeFocused()
  await form.getByRole('button', { name: new RegExp(`^${symbol} `) }).focus()
  await page.keyboard.press('Enter')
  await expect(tokenButton).toHaveAccessibleName(new RegExp(`^Token ${symbol} `))
  await expect(tokenButton).toBeFocused()
  await expect(form.getByRole('searchbox', { name: 'Search tokens' })).toHaveCount(0)
}

// The sample account paid gas here; later specs show its 10,000 ETH.
test.afterAll(restoreSampleAccountEth)

test('send 25 LUSD to ada.eth (account #3): preview, rejected then retried, mined, balance and history updated', async ({
  page,
  request,
}) => {
  const chain = localChain()
  const client = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) })
  const lusd = { address: chain.contracts.lusd, abi: erc20Abi, functionName: 'balanceOf' } as const
  const before = await client.readContract({ ...lusd, args: [sampleAccount] })
  const before3 = await client.readContract({ ...lusd, args: [account3] })
  const knownIds = new Set(lusdFromSample(await historyOf(request, account3)).map((i) => i.id))

  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
  const account = dialog(page, 'Account')
  const lusdRow = account
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: 'Latch USD' })
  await expect(lusdRow).toContainText(`${threeDecimals(Number(formatUnits(before, 6)))} LUSD`)

  // Keyboard only: Tab to Send and press Enter.
  const sendButton = account.getByRole('button', { name: 'Send', exact: true })
  await sendButton.focus()
  await page.keyboard.press('Enter')
  const send = dialog(page, 'Send')
  await expect(send.getByRole('button', { name: /^Token / })).toBeVisible()
  const continueButton = send.getByRole('button', { name: 'Continue' })
  await expect(continueButton).toBeDisabled()
  await expect(send.getByText('Enter the address you are sending to.')).toBeVisible()
  // The token list closes on Escape and the modal stays; a search narrows it.
  const tokenButton = send.getByRole('button', { name: /^Token / })
  await tokenButton.click()
  await send.getByRole('searchbox', { name: 'Search tokens' }).fill('latch')
  await expect(send.getByRole('button', { name: /^ETH / })).toHaveCount(0)
  await expect(send.getByRole('button', { name: /^LUSD Latch USD Balance / })).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(tokenButton).toHaveAttribute('aria-expanded', 'false')
  await expect(tokenButton).toBeFocused()
  await expect(send).toBeVisible()
  await selectToken(send, 'LUSD')

  // What the recipient field says: yourself, a mistyped address, an unchecksummed one, names.
  const recipient = send.getByLabel('Recipient')
  await recipient.fill(sampleAccount)
  await expect(
    send.getByText('This is your own address: you are sending to yourself.'),
  ).toBeVisible()
  await recipient.fill(account3.replace('F79bf6', 'f79bf6'))
  await expect(send.getByText(/This address looks mistyped/)).toContainText(account3)
  await expect(continueButton).toBeDisabled()
  await recipient.fill(account3.toLowerCase())
  await expect(
    send.getByText(`This address is not checksummed. It will be sent to ${account3}.`),
  ).toBeVisible()
  await expect(send.getByText('Enter an amount.')).toBeVisible()
  // A name: looked up on the chain's ENS once typing pauses, said under the field.
  await recipient.fill('nobody.eth')
  await expect(
    send.getByRole('status').filter({ hasText: 'No address found for nobody.eth' }),
  ).toBeVisible()
  await expect(continueButton).toBeDisabled()
  await recipient.fill('ada.eth')
  const resolved = send.getByRole('status').filter({ hasText: `ada.eth is ${account3}.` })
  await expect(resolved).toBeVisible()
  // The address wraps into even lines, never a stray "6." on a line of its own: each line's width as laid out.
  const lineWidths = await resolved.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const lines = new Map<number, number>()
    for (const rect of range.getClientRects())
      lines.set(Math.round(rect.bottom), (lines.get(Math.round(rect.bottom)) ?? 0) + rect.width)
    return [...lines.values()]
  })
  expect(Math.min(...lineWidths), JSON.stringify(lineWidths)).toBeGreaterThan(
    Math.max(...lineWidths) / 3,
  )
  await expect(send.getByText('Enter an amount.')).toBeVisible()

  const amount = send.getByLabel('Amount', { exact: true })
  await amount.fill('100000000')
  await expect(send.getByText('You do not have enough LUSD to send this.')).toBeVisible()
  await amount.fill('25')
  await expect(continueButton).toBeEnabled()
  await expectAccessible(page)
  await amount.press('Enter')

  const preview = dialog(page, 'Review Send')
  await expect(preview.getByText('25 LUSD')).toBeVisible()
  // The name and the address it resolved to, which is what is sent.
  await expect(preview.getByText('ada.eth (0x90F7…b906)')).toBeVisible()
  await expect(preview.getByText('Latch Local')).toBeVisible()
  await expect(preview.getByText(/^\d+\.\d{6} ETH/)).toBeVisible()
  await expect(preview.getByText(/^\$\d+\.\d\d$|^< \$0\.01$/).last()).toBeVisible()
  await expectAccessible(page)

  // The wallet refuses: the preview says so and offers a retry, nothing moved.
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await preview.getByRole('button', { name: 'Send' }).click()
  await expect(
    preview.getByText('You rejected the request in your wallet. Nothing was sent.'),
  ).toBeVisible()
  const retry = preview.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeEnabled()
  await expectAccessible(page)
  expect(await client.readContract({ ...lusd, args: [sampleAccount] })).toBe(before)
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).uncheck()

  // Retry with the keyboard: sent, back on Account, a toast until mined.
  await retry.focus()
  await page.keyboard.press('Enter')
  await expect(account).toBeVisible()
  await expect(account.getByText('Sent 25 LUSD')).toBeVisible({ timeout: 30_000 })

  const after = before - 25_000_000n
  expect(await client.readContract({ ...lusd, args: [sampleAccount] })).toBe(after)
  expect(await client.readContract({ ...lusd, args: [account3] })).toBe(before3 + 25_000_000n)
  // Without a reload: the Tokens tab reads the balances again past their caches.
  await expect(lusdRow).toContainText(`${threeDecimals(Number(formatUnits(after, 6)))} LUSD`)

  // Account #3's history through the data API shows the transfer from the sample wallet.
  await expect
    .poll(async () =>
      lusdFromSample(await historyOf(request, account3)).filter((i) => !knownIds.has(i.id)),
    )
    .toHaveLength(1)
  const [item] = lusdFromSample(await historyOf(request, account3)).filter(
    (i) => !knownIds.has(i.id),
  )
  expect(item?.metadata).toMatchObject({
    sentTo: expect.stringMatching(/^0x/),
    status: 'confirmed',
  })

  // And the sample wallet's own Activity tab lists it as sent.
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    account
      .getByRole('listitem')
      .filter({ hasText: 'Sent' })
      .filter({ hasText: /−25\.000 LUSD/ })
      .first(),
  ).toBeVisible({ timeout: 15_000 })
})
