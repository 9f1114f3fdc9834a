import { createTestClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { signInByEmail } from './embeddedWalletFixtures'
import { dialog, expect, test } from './fixtures'
import { phoneSize, sweep } from './sweepFixtures'

const chain = createTestClient({
  chain: foundry,
  mode: 'anvil',
  transport: http('http://127.0.0.1:8545'),
})

// The secure site's own screens after an e-mail login (behaviour.md §2.1, §11): the approval of a signature and of
// a transaction, key export and the passkey screen over the Account view, each checked inside its frame at phone and desktop size in
// both themes (sweepFixtures.ts). Escape answers each: a rejection, or back to Account.
test("the secure site's approval, export and passkey screens, at phone and desktop size, light and dark", async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await signInByEmail(page, `sweep-secure-${Date.now()}@example.com`)
  await page.setViewportSize(phoneSize)

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await sweep(page, testInfo, 'approve-signature', { screen: 'Sign a message' })
  await expect(page.getByTestId('signature')).toContainText(/reject/i)

  const address = await page.locator('dd', { hasText: /^0x[0-9a-fA-F]{40}$/ }).textContent()
  await chain.setBalance({ address: address as `0x${string}`, value: parseEther('1') })
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await sweep(page, testInfo, 'approve-transaction', { screen: 'Send a transaction' })
  await expect(page.getByTestId('transaction')).toContainText(/reject/i)

  await page.getByRole('button', { name: /^0x/ }).first().click()
  await dialog(page, 'Account').getByRole('button', { name: 'Export private key' }).click()
  await sweep(page, testInfo, 'export-key', { screen: 'Export private key', escapeTo: 'Account' })

  // The passkey screen (behaviour.md §11.7), as an e-mail user adding one meets it.
  await dialog(page, 'Account').getByRole('button', { name: 'Add a passkey' }).click()
  await sweep(page, testInfo, 'add-passkey', { screen: 'Add a passkey', escapeTo: 'Account' })
})
