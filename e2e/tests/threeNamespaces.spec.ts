import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import type { Page } from '@playwright/test'
import {
  connectSampleWallet,
  dialog,
  expect,
  openDemoWithSampleWallet,
  sampleAccount,
  sampleAccountShort,
  test,
  walletControls,
} from './fixtures'
import { sampleSolana, sampleSolanaShort } from './solanaFixtures'

// behaviour.md §14.1: one connection per namespace at once. The sample wallet's EVM, Solana and Bitcoin sides
// (test key #1 each) held together in one page; switching networks moves between them without asking the wallet.
const samplePayment = bitcoinTestKey(1).payment.address
const samplePaymentShort = `${samplePayment.slice(0, 6)}…${samplePayment.slice(-4)}`
const solanaLocalId = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'

/** From the network button (naming the network in use), another network: its connection, or Connect for it. */
async function chooseNetwork(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Select network: ${from}` }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: to, exact: true }).click()
}

/** Connect, opened for a namespace with no connection yet: the sample wallet's side of it. */
async function connectSide(page: Page, short: string) {
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(short) })).toBeVisible()
}

test('holds EVM, Solana and Bitcoin connections at once and switches between them without a prompt', async ({
  page,
}) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await chooseNetwork(page, 'Latch Local', 'Solana Local')
  await connectSide(page, sampleSolanaShort)
  await chooseNetwork(page, 'Solana Local', 'Bitcoin Regtest')
  await connectSide(page, samplePaymentShort)

  await expect(page.getByTestId('active-namespace')).toHaveText('bip122')
  await expect(page.getByTestId('evm-account')).toHaveText(`eip155:31337:${sampleAccount}`)
  await expect(page.getByTestId('solana-account')).toHaveText(`${solanaLocalId}:${sampleSolana}`)
  await expect(page.getByTestId('bitcoin-account')).toHaveText(
    new RegExp(`^bip122:[0-9a-f]{32}:${samplePayment}$`),
  )
  const controls = walletControls(page)
  await expect(
    controls.getByText(`Bitcoin ${samplePaymentShort} · connected to this page`),
  ).toBeVisible()

  // The wallet now refuses everything: moving between the three connections must not ask it.
  await controls.getByRole('checkbox', { name: 'Reject requests' }).check()
  const moves = [
    { from: 'Bitcoin Regtest', to: 'Latch Local', namespace: 'eip155', short: sampleAccountShort },
    { from: 'Latch Local', to: 'Solana Local', namespace: 'solana', short: sampleSolanaShort },
    { from: 'Solana Local', to: 'Bitcoin Regtest', namespace: 'bip122', short: samplePaymentShort },
    { from: 'Bitcoin Regtest', to: 'Solana Local', namespace: 'solana', short: sampleSolanaShort },
    { from: 'Solana Local', to: 'Latch Local', namespace: 'eip155', short: sampleAccountShort },
    { from: 'Latch Local', to: 'Bitcoin Regtest', namespace: 'bip122', short: samplePaymentShort },
  ]
  for (const { from, to, namespace, short } of moves) {
    await chooseNetwork(page, from, to)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: new RegExp(short) })).toBeVisible()
    await expect(page.getByTestId('active-namespace')).toHaveText(namespace)
  }
  // Every connection held throughout.
  await expect(page.getByTestId('evm-account')).toHaveText(`eip155:31337:${sampleAccount}`)
  await expect(page.getByTestId('solana-account')).toHaveText(`${solanaLocalId}:${sampleSolana}`)
  await expect(page.getByTestId('bitcoin-account')).toContainText(samplePayment)
})
