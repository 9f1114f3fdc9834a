import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import { createWalletConnectWallet } from '@latch/sample-wallet'
import type { Page } from '@playwright/test'
import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { connectButton, dialog, expect, expectAccessible, test } from './fixtures'
import { pairingUri, relayUrl } from './walletConnectFixtures'

// behaviour.md §14: a phone's wallet on Solana over WalletConnect. The sample wallet's WalletConnect side signs with
// Solana test key #2 (the injected sample wallet's Solana side is #1).
const walletSolana = solanaTestKey(2).address
const walletSolanaShort = `${walletSolana.slice(0, 6)}…${walletSolana.slice(-4)}`
const solanaLocalId = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
const message = 'Hello from the Latch demo'

async function chooseSolanaLocal(page: Page) {
  await page.getByRole('button', { name: /^Select network: / }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Solana Local' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

async function verifies(signature: string, text: string) {
  const publicKey = await getPublicKeyFromAddress(address(walletSolana))
  const bytes = new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes
  return verifySignature(publicKey, bytes, new TextEncoder().encode(text))
}

test('a mobile wallet connects to Solana over our relay by QR code, signs a message kit verifies, refuses one, and stays connected after a reload', async ({
  page,
}) => {
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  try {
    expect(wallet.solanaAddress).toBe(walletSolana)
    await page.goto('/')
    await chooseSolanaLocal(page)
    const uri = await pairingUri(page)
    await expectAccessible(page)
    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    expect(proposal.dapp.name).toBe('Latch demo')
    // The one session asks for the app's Solana network, and every other namespace the app has (behaviour.md §10.5).
    expect(proposal.chains).toContain(solanaLocalId)
    expect(proposal.chains).toContain('eip155:31337')
    const session = await proposal.approve()
    expect(session.accounts).toContain(`${solanaLocalId}:${walletSolana}`)

    await expect(page.getByRole('dialog')).toHaveCount(0)
    const account = page.getByRole('button', { name: new RegExp(walletSolanaShort) })
    await expect(account).toContainText('SOL')
    await expect(page.getByTestId('solana-account')).toHaveText(`${solanaLocalId}:${walletSolana}`)
    // The wallet's EVM side came with the same session; Solana, where the visitor connected, is the active one.
    await expect(page.getByTestId('evm-account')).toContainText(wallet.address)

    // The modal's account view names the WalletConnect account.
    await account.click()
    await expect(dialog(page, 'Account').getByText(walletSolanaShort).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // solana_signMessage, answered by the WalletConnect wallet and verified with @solana/kit.
    await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
    const signing = await wallet.nextRequest()
    expect(signing.method).toBe('solana_signMessage')
    expect(signing.chainId).toBe(solanaLocalId)
    expect(signing.params).toEqual({
      message: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]+$/),
      pubkey: walletSolana,
    })
    await signing.approve()
    const signature = page.getByTestId('solana-signature')
    await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const signed = (await signature.textContent()) ?? ''
    expect(await verifies(signed, message)).toBe(true)
    expect(await verifies(signed, 'another message')).toBe(false)

    // The wallet refuses the next one: the demo shows the error, not a signature.
    await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
    await (await wallet.nextRequest()).reject()
    await expect(signature).toHaveClass(/error/)
    await expect(signature).not.toHaveText(signed)

    // The session survives a reload, restored without asking the wallet.
    await page.reload()
    await expect(page.getByRole('button', { name: new RegExp(walletSolanaShort) })).toBeVisible()
    await expect(page.getByTestId('solana-account')).toHaveText(`${solanaLocalId}:${walletSolana}`)
    expect(wallet.pendingProposals()).toHaveLength(0)
    await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
    await (await wallet.nextRequest()).approve()
    await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await verifies((await signature.textContent()) ?? '', message)).toBe(true)

    // The wallet ends the session: every side in it is disconnected.
    await wallet.disconnect()
    await expect(connectButton(page)).toBeVisible()
    await expect(page.getByTestId('solana-account')).toHaveText('—')
    await expect(page.getByTestId('evm-account')).toHaveText('—')
  } finally {
    await wallet.close()
  }
})

test('EVM and Solana from one WalletConnect pairing: one session holds both namespaces, each answered by the wallet', async ({
  page,
}) => {
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  try {
    await page.goto('/')
    // EVM's Connect, as walletConnect.spec.ts connects it: the proposal holds every namespace the app has.
    await wallet.pair(await pairingUri(page))
    const proposal = await wallet.nextProposal()
    expect(proposal.chains).toContain('eip155:31337')
    expect(proposal.chains).toContain(solanaLocalId)
    await proposal.approve()
    await expect(page.getByTestId('status')).toHaveText('connected')
    // Solana is connected from the same session, with no second pairing.
    await expect(page.getByTestId('solana-account')).toHaveText(`${solanaLocalId}:${walletSolana}`)
    await expect(page.getByTestId('evm-account')).toContainText(wallet.address)
    expect(wallet.sessions()).toHaveLength(1)

    // Both answered over the one session.
    await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
    const solanaRequest = await wallet.nextRequest()
    expect(solanaRequest.method).toBe('solana_signMessage')
    await solanaRequest.approve()
    await expect(page.getByTestId('solana-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(
      await verifies((await page.getByTestId('solana-signature').textContent()) ?? '', message),
    ).toBe(true)
    await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
    const evmRequest = await wallet.nextRequest()
    expect(evmRequest.method).toBe('personal_sign')
    await evmRequest.approve()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)

    // Both come back after a reload.
    await page.reload()
    await expect(page.getByTestId('solana-account')).toHaveText(`${solanaLocalId}:${walletSolana}`)
    await expect(page.getByTestId('evm-account')).toContainText(wallet.address)
    await wallet.disconnect()
  } finally {
    await wallet.close()
  }
})
