import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { createWalletConnectWallet } from '@latch/sample-wallet'
import type { Page } from '@playwright/test'
import { connectButton, devStackInfo, dialog, expect, test } from './fixtures'
import { pairingUri, relayUrl } from './walletConnectFixtures'

// behaviour.md §10.5: one WalletConnect pairing for every namespace the demo has. The sample wallet's WalletConnect
// side answers bip122 with Bitcoin test key #2 (payment P2WPKH, ordinal P2TR) on the dev stack's regtest ledger,
// EVM and Solana with their test keys #2. Spends from Bitcoin key #2 only (never #9).
const sample = bitcoinTestKey(2)
const key3 = bitcoinTestKey(3).payment.address
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const solanaLocalId = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

function esplora() {
  const info = devStackInfo()
  if (!info.bitcoin) throw new Error('The dev stack did not record its Bitcoin regtest')
  return info.bitcoin.esploraUrl
}

/** The address's balance in sats, confirmed and in the mempool, as the regtest's Esplora API counts it. */
async function sats(address: string): Promise<bigint> {
  const body = (await (await fetch(`${esplora()}/address/${address}`)).json()) as Record<
    'chain_stats' | 'mempool_stats',
    { funded_txo_sum: number; spent_txo_sum: number }
  >
  const { chain_stats: chain, mempool_stats: mempool } = body
  return BigInt(
    chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum,
  )
}

async function chooseNetwork(page: Page, name: string) {
  await page.getByRole('button', { name: /^Select network: / }).click()
  const networks = dialog(page, 'Choose Network')
  await networks.getByRole('button', { name }).click()
}

/** Bitcoin Regtest from the network list, then WalletConnect's QR code: the wallet pairs and approves. */
async function pairFromBitcoin(
  page: Page,
  wallet: Awaited<ReturnType<typeof createWalletConnectWallet>>,
) {
  await chooseNetwork(page, 'Bitcoin Regtest')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await wallet.pair(await pairingUri(page))
  const proposal = await wallet.nextProposal()
  // Every namespace the app has, in the one proposal.
  expect(proposal.chains).toEqual(expect.arrayContaining([regtest, 'eip155:31337', solanaLocalId]))
  const session = await proposal.approve()
  expect(session.accounts).toEqual(
    expect.arrayContaining([
      `${regtest}:${sample.payment.address}`,
      `${regtest}:${sample.ordinal.address}`,
    ]),
  )
}

test('Bitcoin, EVM and Solana from one WalletConnect pairing: the regtest balance, the ordinal address, 0.01 BTC to key #3, reconnected on reload', async ({
  page,
}) => {
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  try {
    expect(wallet.bitcoinAddress).toBe(sample.payment.address)
    const key3Before = await sats(key3)
    await page.goto('/')
    await pairFromBitcoin(page, wallet)

    await expect(page.getByRole('dialog')).toHaveCount(0)
    const accountButton = page.getByRole('button', {
      name: new RegExp(short(sample.payment.address)),
    })
    await expect(accountButton).toContainText('BTC')
    // The other namespaces came with the same session: no second pairing.
    await expect(page.getByTestId('evm-account')).toContainText(wallet.address)
    await expect(page.getByTestId('solana-account')).toHaveText(
      `${solanaLocalId}:${wallet.solanaAddress}`,
    )
    expect(wallet.sessions()).toHaveLength(1)

    await accountButton.click()
    const account = dialog(page, 'Account')
    // The ordinal account, one tap away.
    await account.getByText('Other accounts').click()
    await expect(account.getByTitle(sample.ordinal.address)).toBeVisible()

    await account.getByRole('button', { name: 'Send', exact: true }).click()
    const send = dialog(page, 'Send')
    await send.getByLabel('Recipient').fill(key3)
    await send.getByLabel('Amount', { exact: true }).fill('0.01')
    await send.getByRole('button', { name: 'Continue' }).click()
    const preview = dialog(page, 'Review Send')
    await expect(preview.getByText('0.01 BTC')).toBeVisible()
    await preview.getByRole('button', { name: 'Send' }).click()
    // The PSBT reaches the wallet over the session's bip122 namespace; Latch broadcasts what it signed.
    const signing = await wallet.nextRequest()
    expect(signing.method).toBe('signPsbt')
    expect(signing.chainId).toBe(regtest)
    await signing.approve()
    // The regtest mines on demand here: the send waits for its block.
    await expect(async () => {
      await fetch(`${esplora()}/regtest/mine`, { method: 'POST' })
      await expect(account.getByText('Sent 0.01 BTC')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    expect(await sats(key3)).toBeGreaterThanOrEqual(key3Before + 1_000_000n)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // Switching to another namespace of the session asks nothing.
    await chooseNetwork(page, 'Solana Local')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('active-namespace')).toHaveText('solana')
    await chooseNetwork(page, 'Bitcoin Regtest')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('active-namespace')).toHaveText('bip122')

    // The one session restores all three after a reload, without asking the wallet.
    await page.reload()
    await expect(accountButton).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('evm-account')).toContainText(wallet.address)
    await expect(page.getByTestId('solana-account')).toHaveText(
      `${solanaLocalId}:${wallet.solanaAddress}`,
    )
    expect(wallet.pendingProposals()).toHaveLength(0)

    // The wallet ends the session: every namespace in it is disconnected.
    await wallet.disconnect()
    await expect(connectButton(page)).toBeVisible()
    await expect(page.getByTestId('evm-account')).toHaveText('—')
    await expect(page.getByTestId('solana-account')).toHaveText('—')
  } finally {
    await wallet.close()
  }
})

test('signs in with Bitcoin over WalletConnect: a BIP-322 signature of the payment account the server verifies', async ({
  page,
}) => {
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  try {
    await page.goto('/?siwx=required')
    const signIn = page.getByRole('region', { name: 'Sign-in' })
    await expect(signIn.getByRole('status')).toHaveText('Not signed in')
    await pairFromBitcoin(page, wallet)
    const signView = dialog(page, 'Sign In')
    await expect(signView.getByText(sample.payment.address)).toBeVisible()
    await signView.getByRole('button', { name: 'Sign' }).click()
    const signing = await wallet.nextRequest()
    expect(signing.method).toBe('signMessage')
    expect(signing.params).toMatchObject({
      account: sample.payment.address,
      address: sample.payment.address,
      protocol: 'bip322',
      message: expect.stringContaining(sample.payment.address),
    })
    await signing.approve()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(signIn.getByRole('status')).toHaveText(`Signed in as ${sample.payment.address}`)
  } finally {
    await wallet.disconnect()
    await wallet.close()
  }
})
