import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  address,
  createSolanaRpc,
  getBase58Encoder,
  getPublicKeyFromAddress,
  verifySignature,
} from '@solana/kit'
import {
  connectButton,
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
import { connectSolanaSide, sampleSolana, sampleSolanaShort } from './solanaFixtures'

// behaviour.md §14: the sample wallet's Solana side (Wallet Standard, test key #1) on the dev stack's local Solana
// chain.
const key3 = solanaTestKey(3).address
const solanaLocalId = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'

function solanaRpc() {
  const info = devStackInfo()
  if (!info.solana) throw new Error('The dev stack did not record its Solana chain')
  return createSolanaRpc(info.solana.rpcUrl)
}

const sol = (lamports: bigint) =>
  (Number(lamports) / 1e9).toLocaleString('en-US', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })

test('the Solana side: balances, a signed message kit verifies, 0.5 SOL to key #3 in Activity and on chain', async ({
  page,
}) => {
  const rpc = solanaRpc()
  const lamports = (await rpc.getBalance(address(sampleSolana)).send()).value
  const key3Before = (await rpc.getBalance(address(key3)).send()).value

  await openDemoWithSampleWallet(page)
  await connectSolanaSide(page)
  await expect(page.getByTestId('solana-account')).toHaveText(`${solanaLocalId}:${sampleSolana}`)
  await expect(page.getByTestId('evm-account')).toHaveText('—')
  // 9 decimals shown to 3.
  const accountButton = page.getByRole('button', { name: new RegExp(sampleSolanaShort) })
  await expect(accountButton).toContainText(`${sol(lamports)} SOL`)

  // A message signed by the wallet verifies with @solana/kit against the account's public key.
  await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
  const signature = page.getByTestId('solana-signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  const publicKey = await getPublicKeyFromAddress(address(sampleSolana))
  const signed = new Uint8Array(getBase58Encoder().encode((await signature.textContent()) ?? ''))
  const message = new TextEncoder().encode('Hello from the Latch demo')
  expect(await verifySignature(publicKey, signed as never, message)).toBe(true)
  expect(await verifySignature(publicKey, signed as never, new TextEncoder().encode('other'))).toBe(
    false,
  )

  // The Tokens tab: SOL and the LUSD SPL token, through the data API.
  await accountButton.click()
  const account = dialog(page, 'Account')
  const tokens = account.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByRole('listitem').filter({ hasText: 'SOL' }).first()).toContainText(
    `${sol(lamports)} SOL`,
  )
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Latch USD' })).toContainText(
    '1,000.000 LUSD',
  )
  await expectAccessible(page)

  // Send 0.5 SOL to key #3.
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await expect(send.getByRole('button', { name: /^Token / })).toHaveAccessibleName(/^Token SOL /)
  await send.getByLabel('Recipient').fill(key3)
  await send.getByLabel('Amount', { exact: true }).fill('0.5')
  await send.getByRole('button', { name: 'Continue' }).click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByText('0.5 SOL')).toBeVisible()
  await expect(preview.getByText(key3)).toBeVisible()
  await expect(preview.getByText('Solana Local')).toBeVisible()
  await expectAccessible(page)
  await preview.getByRole('button', { name: 'Send' }).click()
  await expect(account.getByText('Sent 0.5 SOL')).toBeVisible({ timeout: 30_000 })

  expect((await rpc.getBalance(address(key3)).send()).value).toBe(key3Before + 500_000_000n)
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    account
      .getByRole('listitem')
      .filter({ hasText: 'Sent' })
      .filter({ hasText: /−0\.500 SOL/ })
      .first(),
  ).toBeVisible({ timeout: 15_000 })
  await expectAccessible(page)
})

test('holds an EVM and a Solana connection, switches between them without asking, and reconnects both on reload', async ({
  page,
}) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)

  // Solana Local from the network list: Connect for Solana, listing only wallets with a Solana side.
  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  const networks = dialog(page, 'Choose Network')
  await expect(networks.getByRole('list', { name: 'EVM networks' })).toBeVisible()
  await expect(networks.getByRole('list', { name: 'Solana networks' })).toBeVisible()
  await expectAccessible(page)
  await networks.getByRole('button', { name: 'Solana Local' }).click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('button', { name: /Latch Sample Wallet/ }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(sampleSolanaShort) })).toBeVisible()
  await expect(page.getByTestId('active-namespace')).toHaveText('solana')
  await expect(page.getByTestId('evm-account')).toHaveText(`eip155:31337:${sampleAccount}`)
  await expect(page.getByTestId('solana-account')).toHaveText(`${solanaLocalId}:${sampleSolana}`)

  // The wallet now refuses everything: switching between the two connections must not ask it.
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await page.getByRole('button', { name: 'Select network: Solana Local' }).click()
  await dialog(page, 'Choose Network')
    .getByRole('button', { name: 'Latch Local', exact: true })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(sampleAccountShort) })).toBeVisible()
  await expect(page.getByTestId('active-namespace')).toHaveText('eip155')
  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Solana Local' }).click()
  await expect(page.getByRole('button', { name: new RegExp(sampleSolanaShort) })).toBeVisible()

  // Reload: both reconnect silently (the wallet still refuses every prompt), Solana shown as before.
  await page.reload()
  await expect(page.getByTestId('evm-account')).toHaveText(`eip155:31337:${sampleAccount}`)
  await expect(page.getByTestId('solana-account')).toHaveText(`${solanaLocalId}:${sampleSolana}`)
  await expect(page.getByTestId('active-namespace')).toHaveText('solana')
  await expect(page.getByRole('button', { name: new RegExp(sampleSolanaShort) })).toBeVisible()
})

test('a Wallet Standard wallet no test knows is listed and connects', async ({ page }) => {
  const stranger = solanaTestKey(5).address
  // Registered before the app loads, the way an extension's content script does (Wallet Standard protocol).
  await page.addInitScript((walletAddress: string) => {
    const listeners = new Set<(properties: { accounts: unknown[] }) => void>()
    const account = {
      address: walletAddress,
      publicKey: new Uint8Array(32),
      chains: ['solana:localnet'],
      features: ['solana:signMessage'],
    }
    const wallet = {
      version: '1.0.0',
      name: 'Stranger Wallet',
      icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
      chains: ['solana:localnet', 'solana:mainnet'],
      accounts: [] as unknown[],
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => {
            wallet.accounts = [account]
            for (const listener of listeners) listener({ accounts: wallet.accounts })
            return { accounts: wallet.accounts }
          },
        },
        'standard:events': {
          version: '1.0.0',
          on: (_event: string, listener: (properties: { accounts: unknown[] }) => void) => {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
        'solana:signMessage': { version: '1.0.0', signMessage: async () => [] },
      },
    }
    const register = (api: { register(wallet: unknown): unknown }) => api.register(wallet)
    window.addEventListener('wallet-standard:app-ready', (event) =>
      register((event as CustomEvent).detail),
    )
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  }, stranger)
  await page.goto('/')

  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  const entry = connect.getByRole('button', { name: /Stranger Wallet/ })
  await expect(entry).toBeVisible()
  await expectAccessible(page)
  await entry.click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(
    page.getByRole('button', { name: new RegExp(`${stranger.slice(0, 6)}…${stranger.slice(-4)}`) }),
  ).toBeVisible()
  await expect(page.getByTestId('solana-account')).toHaveText(`${solanaLocalId}:${stranger}`)
})
