import {
  type Address,
  createTestClient,
  erc20Abi,
  getAddress,
  http,
  parseEther,
  parseUnits,
  publicActions,
  walletActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { approval, signInByEmail } from './embeddedWalletFixtures'
import { expect, test } from './fixtures'

const chain = createTestClient({
  chain: foundry,
  mode: 'anvil',
  transport: http('http://127.0.0.1:8545'),
})
  .extend(publicActions)
  .extend(walletActions)

/** The dev stack's LUSD, Uniswap V2 router and Simple7702Account (docs/smart-accounts.md). */
const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router = '0x5eb3Bc0a489C5A8288765d2336659EbCA68FCd00'
const simple7702Account = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
/** Test account #5 of the dev chains' mnemonic (unlocked on anvil; no other spec uses it, so no balance another spec
 * checks moves): where the visitor's LUSD comes from. */
const donor = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

const lusdOf = (address: Address) =>
  chain.readContract({ address: lusd, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

// behaviour.md §6.5: an e-mail user in eoa mode approves and swaps in one confirmation, through EIP-7702.
test('a batch: approve and swap in one confirmation, atomic at the same address; a batch with a call that reverts changes nothing', async ({
  page,
}) => {
  await page.goto('/')
  await signInByEmail(page, `batch-${Date.now()}@example.com`)
  const address = getAddress(
    (await page.locator('dd', { hasText: /^0x[0-9a-fA-F]{40}$/ }).textContent()) as string,
  )
  await chain.setBalance({ address, value: parseEther('1') })
  const funded = await chain.writeContract({
    account: donor,
    address: lusd,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, parseUnits('100', 6)],
    chain: foundry,
  })
  await chain.waitForTransactionReceipt({ hash: funded, pollingInterval: 50 })
  await expect(page.getByTestId('batch-atomic')).toHaveText('ready')

  // More LUSD than the visitor holds: the swap would revert, so the approval does not happen either.
  await page.getByRole('button', { name: 'Approve and swap too much' }).click()
  await expect(approval(page).getByText('Approve 2 calls at once')).toBeVisible()
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('batch-status')).toHaveText(/Transaction refused/)
  expect(
    await chain.readContract({
      address: lusd,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address, router],
    }),
  ).toBe(0n)
  expect(await chain.getCode({ address })).toBeUndefined()

  // Every call in plain words, one confirmation, one transaction at the visitor's own address.
  await page.getByRole('button', { name: 'Approve and swap 10 LUSD' }).click()
  const screen = approval(page)
  await expect(screen.getByText('Approve 2 calls at once')).toBeVisible()
  const rows = screen.getByRole('definition')
  await expect(rows).toContainText([
    '0 ETH',
    'Latch Local',
    `${router} may spend 10 LUSD`,
    `10 LUSD for at least 0 ETH, to ${address}, through ${router}`,
    'All together in one transaction, or none at all',
    'Your account starts running batches (EIP-7702, Simple7702Account); its address stays the same',
  ])
  await screen.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('batch-status')).toHaveText('success, atomic (1 transaction)')
  expect(await lusdOf(address)).toBe(parseUnits('90', 6))
  expect(await chain.getCode({ address })).toBe(
    `0xef0100${simple7702Account.slice(2).toLowerCase()}`,
  )
  // The app still shows the same address.
  await expect(page.getByText(address, { exact: true })).toBeVisible()
})
