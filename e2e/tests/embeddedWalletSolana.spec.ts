import type { Page } from '@playwright/test'
import {
  address,
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase58Encoder,
  getPublicKeyFromAddress,
  lamports,
  type Rpc,
  type SignatureBytes,
  type SolanaRpcApi,
  verifySignature,
} from '@solana/kit'
import { verifyMessage } from 'viem'
import {
  approval,
  enterEmailAndCode,
  mailedCode,
  popupClosed,
  signInAtProvider,
} from './embeddedWalletFixtures'
import { connectButton, devStackInfo, dialog, expect, expectAccessible, test } from './fixtures'

// behaviour.md §11.4, §14: e-mail login gives a Solana account too (the user's ed25519 key, held by the server),
// signing through the secure site's approval screen like the EVM one.
const solanaLocalId = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
const message = 'Hello from the Latch demo'

/** The local chain's RPC with its test-cluster methods (the airdrop). */
function solanaRpc(): Rpc<SolanaRpcApi> {
  const info = devStackInfo()
  if (!info.solana) throw new Error('The dev stack did not record its Solana chain')
  return createSolanaRpc(info.solana.rpcUrl)
}

async function chooseNetwork(page: Page, name: string) {
  await page.getByRole('button', { name: /^Select network: / }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name, exact: true }).click()
}

/** The Solana account the demo shows as connected, while its EVM side shows none; its address. */
async function connectedSolanaAccount(page: Page): Promise<string> {
  const solanaAccount = page.getByTestId('solana-account')
  await expect(solanaAccount).toHaveText(
    new RegExp(`^${solanaLocalId}:[1-9A-HJ-NP-Za-km-z]{32,44}$`),
  )
  await expect(page.getByTestId('evm-account')).toHaveText('—')
  return ((await solanaAccount.textContent()) ?? '').slice(solanaLocalId.length + 1)
}

const short = (account: string) => `${account.slice(0, 6)}…${account.slice(-4)}`

test('e-mail login on Solana Local: the Solana account with its SOL balance, a message approved in the secure site that kit verifies, and the same user on EVM after switching networks, still signed in there once Solana disconnects', async ({
  page,
}) => {
  const email = `solana-${Date.now()}@example.com`
  await page.goto('/')
  await chooseNetwork(page, 'Solana Local')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // E-mail login while Solana is the active namespace connects the embedded wallet's Solana side.
  await enterEmailAndCode(page, email)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const solanaAccount = page.getByTestId('solana-account')
  const solanaAddress = await connectedSolanaAccount(page)
  expect(getBase58Encoder().encode(solanaAddress)).toHaveLength(32)

  // Funded on the local chain; a reload reconnects through the secure site's session and shows the balance.
  const rpc = solanaRpc()
  await rpc.requestAirdrop(address(solanaAddress), lamports(1_500_000_000n)).send()
  await expect
    .poll(async () => (await rpc.getBalance(address(solanaAddress)).send()).value)
    .toBe(1_500_000_000n)
  await page.reload()
  const accountButton = page.getByRole('button', { name: new RegExp(short(solanaAddress)) })
  await expect(accountButton).toContainText('1.500 SOL')
  await expect(solanaAccount).toHaveText(`${solanaLocalId}:${solanaAddress}`)

  // solana_signMessage: the secure site shows the message's text and the network; Approve.
  await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
  const screen = approval(page)
  await expect(screen.getByText(message)).toBeVisible()
  await expect(screen.getByText('Solana Local')).toBeVisible()
  await expect(screen.getByText(solanaAddress)).toBeVisible()
  await expectAccessible(page)
  await screen.getByRole('button', { name: 'Approve' }).click()
  const signature = page.getByTestId('solana-signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  const publicKey = await getPublicKeyFromAddress(address(solanaAddress))
  const bytes = (text: string) => new Uint8Array(getBase58Encoder().encode(text)) as SignatureBytes
  const signed = (await signature.textContent()) ?? ''
  expect(await verifySignature(publicKey, bytes(signed), new TextEncoder().encode(message))).toBe(
    true,
  )
  expect(
    await verifySignature(publicKey, bytes(signed), new TextEncoder().encode(`${message}!`)),
  ).toBe(false)

  // Reject: the demo shows the error, not a signature.
  await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
  await approval(page).getByRole('button', { name: 'Reject' }).click()
  await expect(signature).toHaveClass(/error/)

  // Switching to the EVM network goes on to Connect for EVM; the same e-mail (this device's session) connects
  // the same user's EVM account at once, with no new code.
  await chooseNetwork(page, 'Latch Local')
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const evmAccount = page.getByTestId('evm-account')
  await expect(evmAccount).toHaveText(/^eip155:31337:0x[0-9a-fA-F]{40}$/)
  const evmAddress = (await evmAccount.textContent()) ?? ''
  // The Solana side is still the same account.
  await expect(solanaAccount).toHaveText(`${solanaLocalId}:${solanaAddress}`)

  // Back and forth: each namespace keeps its own account of the one user, across a reload too.
  await chooseNetwork(page, 'Solana Local')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(short(solanaAddress)) })).toBeVisible()
  await page.reload()
  await expect(solanaAccount).toHaveText(`${solanaLocalId}:${solanaAddress}`)
  await expect(evmAccount).toHaveText(evmAddress)

  // Disconnecting the Solana side leaves the EVM side signed in: the secure site's session is still theirs.
  await page.getByRole('button', { name: new RegExp(short(solanaAddress)) }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(solanaAccount).toHaveText('—')
  await expect(evmAccount).toHaveText(evmAddress)
  await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  const evmSignature = page.getByTestId('signature')
  await expect(evmSignature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(
    await verifyMessage({
      address: evmAddress.slice('eip155:31337:'.length) as `0x${string}`,
      message,
      signature: (await evmSignature.textContent()) as `0x${string}`,
    }),
  ).toBe(true)
  await page.reload()
  await expect(evmAccount).toHaveText(evmAddress)
  await expect(solanaAccount).toHaveText('—')
})

test('social login on Solana Local: the provider’s page in a popup signs in with the Solana account, whose message signature kit verifies', async ({
  page,
}) => {
  await page.goto('/')
  await chooseNetwork(page, 'Solana Local')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await connectButton(page).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google' }).click(),
  ])
  await signInAtProvider(popup)
  await popupClosed(popup)

  // The Solana side of the social user, not the EVM one.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const solanaAddress = await connectedSolanaAccount(page)
  // The Account view names the login, and exports the Solana account's key (Phantom's 64-byte form).
  await page.getByRole('button', { name: new RegExp(short(solanaAddress)) }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTitle('visitor@example.com')).toBeVisible()
  await account.getByRole('button', { name: 'Export private key' }).click()
  const exportScreen = approval(page)
  const sentAfter = Date.now() - 1_000
  await exportScreen.getByRole('button', { name: 'Send code' }).click()
  await exportScreen
    .getByRole('textbox', { name: 'Code from the e-mail' })
    .fill(await mailedCode('visitor@example.com', sentAfter))
  await exportScreen.getByRole('button', { name: 'Show key' }).click()
  const shown = exportScreen.getByRole('figure').locator('pre')
  await expect(shown).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  const secret = getBase58Encoder().encode((await shown.textContent()) ?? '')
  expect(secret).toHaveLength(64)
  const keyPair = await createKeyPairFromPrivateKeyBytes(new Uint8Array(secret.slice(0, 32)))
  expect(await getAddressFromPublicKey(keyPair.publicKey)).toBe(solanaAddress)
  await exportScreen.getByRole('button', { name: 'Done' }).click()
  // The focus is back in the modal, not on the hidden frame: the keyboard goes on there (Escape closes it).
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  const signature = page.getByTestId('solana-signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  expect(
    await verifySignature(
      await getPublicKeyFromAddress(address(solanaAddress)),
      new Uint8Array(
        getBase58Encoder().encode((await signature.textContent()) ?? ''),
      ) as SignatureBytes,
      new TextEncoder().encode(message),
    ),
  ).toBe(true)
})
