// e2e needs: bundler
// (runShards.ts starts Alto only in the shard of a spec that says so: it sends user operations.)
import {
  type Address,
  createPublicClient,
  createTestClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  publicActions,
  walletActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { server, signInByEmail } from './embeddedWalletFixtures'
import { devStackInfo, dialog, expect, test } from './fixtures'

const chain = createTestClient({
  chain: foundry,
  mode: 'anvil',
  transport: http('http://127.0.0.1:8545'),
})
  .extend(publicActions)
  .extend(walletActions)
const reader = createPublicClient({ chain: foundry, transport: http('http://127.0.0.1:8545') })

/** The e2e's stack starts Alto beside the server (startDevStack's `bundler: 'background'`): wait until it answers. */
async function bundlerReady() {
  const bundlerUrl = devStackInfo().accountAbstraction?.[0]?.bundlerUrl
  expect(bundlerUrl, 'the e2e dev stack runs a bundler').toBeDefined()
  await expect
    .poll(
      async () =>
        fetch(bundlerUrl as string, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'eth_supportedEntryPoints',
            params: [],
          }),
        })
          .then((response) => response.ok)
          .catch(() => false),
      { timeout: 60_000 },
    )
    .toBe(true)
}

/** The dev stack's LUSD, and where the session pays to (the demo's shop, SessionActions.tsx). */
const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const shop = '0x000000000000000000000000000000000000dEaD'
/** Test account #6 (unlocked on anvil; no other spec uses it): where the smart account's LUSD comes from. */
const donor = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const lusdOf = (address: Address) =>
  reader.readContract({ address: lusd, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** The address the demo shows for the connection (AccountDetails). */
const shownAddress = (page: import('@playwright/test').Page) =>
  page.locator('dd', { hasText: /^0x[0-9a-fA-F]{40}$/ })

test('an e-mail user switches to the smart account: its first sponsored operation deploys it, nobody pays gas; a session pays within its limit, the chain refuses the rest; back to EOA reconnects', async ({
  page,
}) => {
  await bundlerReady()
  await page.goto('/')
  await signInByEmail(page, `smart-${Date.now()}@example.com`)
  const owner = (await shownAddress(page).textContent()) as Address

  await page.getByRole('button', { name: /^0x/ }).first().click()
  const account = dialog(page, 'Account')
  await expect(account.getByText('Account type: EOA')).toBeVisible()
  await account.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(account.getByText(/^Account type: Smart account · Not deployed yet/)).toBeVisible()
  // Reconnected (behaviour.md §4): the app now holds the smart account's address.
  await expect(shownAddress(page)).not.toHaveText(owner)
  const smart = (await shownAddress(page).textContent()) as Address
  expect(await reader.getCode({ address: smart })).toBeUndefined()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Exactly what the demo sends: whatever gas the operation costs, the paymaster pays it.
  await chain.setBalance({ address: smart, value: parseEther('0.001') })
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  const approval = page.frameLocator('iframe[title="Secure wallet"]')
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('transaction')).toHaveText(/^0x[0-9a-f]{64} \(block \d+\)$/, {
    timeout: 30_000,
  })
  expect(await reader.getCode({ address: smart })).toMatch(/^0x.+/)
  expect(await reader.getBalance({ address: smart })).toBe(0n)
  expect(await reader.getBalance({ address: owner })).toBe(0n)
  const record = (await (
    await fetch(`${server}/v1/paymaster/sponsorships/${smart}?projectId=latch-demo`)
  ).json()) as { sponsorships: Array<{ chainId: number; userOpHash: string }> }
  expect(record.sponsorships).toEqual([
    expect.objectContaining({
      chainId: 31337,
      userOpHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    }),
  ])

  // A session (ERC-7715, behaviour.md §6.6): approved once in words, then the app pays with its own key, no
  // prompt; the chain (SessionSpendLimits) refuses the third 4 LUSD and any payment after the revoke.
  const funded = await chain.writeContract({
    account: donor,
    address: lusd,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [smart, parseUnits('20', 6)],
    chain: foundry,
  })
  await chain.waitForTransactionReceipt({ hash: funded, pollingInterval: 50 })
  const shopBefore = await lusdOf(shop)
  await page.getByRole('button', { name: 'Let this app spend 10 LUSD a day' }).click()
  await expect(approval.getByText('Let this app spend for you')).toBeVisible()
  await expect(approval.getByText('10 LUSD a day', { exact: true })).toBeVisible()
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('session-status')).toHaveText('Active: 10 LUSD a day', {
    timeout: 30_000,
  })
  const pay = page.getByRole('button', { name: 'Pay 4 LUSD with the session' })
  const payment = page.getByTestId('session-payment')
  await pay.click()
  await expect(payment).toHaveText('Paid 4 LUSD (4 LUSD in all)', { timeout: 30_000 })
  await pay.click()
  await expect(payment).toHaveText('Paid 4 LUSD (8 LUSD in all)', { timeout: 30_000 })
  // The server's list, with what is left as the chain says (behaviour.md §6.6).
  const sessions = page.getByRole('list', { name: 'Sessions' })
  await expect(sessions.getByRole('listitem')).toHaveText(['10 LUSD a day · 2 LUSD left · active'])
  // No approval screen came up for either payment.
  await expect(approval.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await pay.click()
  await expect(payment).toHaveText(/^Refused: .*SpendLimitExceeded/, { timeout: 30_000 })
  expect(await lusdOf(smart)).toBe(parseUnits('12', 6))
  expect((await lusdOf(shop)) - shopBefore).toBe(parseUnits('8', 6))
  await page.getByRole('button', { name: 'Revoke the session' }).click()
  await expect(approval.getByText('Revoke a session')).toBeVisible()
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('session-status')).toHaveText('Revoked: 10 LUSD a day', {
    timeout: 30_000,
  })
  await pay.click()
  await expect(payment).toHaveText(/^Refused: .*NoPermission/, { timeout: 30_000 })
  await expect(sessions.getByRole('listitem')).toHaveText(['10 LUSD a day · 0 LUSD left · revoked'])
  expect(await lusdOf(smart)).toBe(parseUnits('12', 6))
  const listed = (await (
    await fetch(`${server}/v1/sessions/eip155:31337:${smart}?projectId=latch-demo`)
  ).json()) as { sessions: Array<{ status: string }> }
  expect(listed.sessions).toEqual([expect.objectContaining({ status: 'revoked' })])

  await page.getByRole('button', { name: /^0x/ }).first().click()
  await expect(account.getByText('Account type: Smart account · Deployed')).toBeVisible()
  await account.getByRole('button', { name: 'Switch to EOA' }).click()
  await expect(account.getByText('Account type: EOA')).toBeVisible()
  await expect(shownAddress(page)).toHaveText(owner)
})

test('switching to the smart account is refused on a network outside smartAccountNetworks (behaviour.md §6.1)', async ({
  page,
}) => {
  await page.goto('/')
  await signInByEmail(page, `smart-other-${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Latch Local 2' }).click()
  await expect(page.getByRole('button', { name: 'Select network: Latch Local 2' })).toBeVisible()
  const owner = (await shownAddress(page).textContent()) as Address

  await page.getByRole('button', { name: /^0x/ }).first().click()
  const account = dialog(page, 'Account')
  await account.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(account.getByRole('alert')).toHaveText(
    'Smart accounts are not available on this network',
  )
  await expect(account.getByText('Account type: EOA')).toBeVisible()
  await expect(shownAddress(page)).toHaveText(owner)
})
