import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import { createWalletConnectWallet } from '@latch/sample-wallet'
import type { Page } from '@playwright/test'
import { hexToString } from 'viem'
import { approval, enterEmailAndCode } from './embeddedWalletFixtures'
import {
  connectButton,
  dialog,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  sampleAccount,
  sampleAccountShort,
  test,
  walletControls,
} from './fixtures'
import { pairingUri, relayUrl } from './walletConnectFixtures'

/** The demo's own back end answer for a token: what `GET /api/me` says (200 signed in, 401 not). */
async function meStatus(page: Page, token: string) {
  const response = await page.request.get('/api/me', {
    headers: { authorization: `Bearer ${token}` },
  })
  return response.status()
}

/** The session token the modal keeps for the demo (the Latch server's SIWX session). */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const sessions = JSON.parse(localStorage.getItem('@latch/siwx-sessions') ?? '{}') as Record<
      string,
      { token?: string }
    >
    return Object.values(sessions)[0]?.token
  })
  expect(token).toBeTruthy()
  return token as string
}

const signInRegion = (page: Page) => page.getByRole('region', { name: 'Sign-in' })

// behaviour.md §14: the sample wallet's Solana side (test key #1) on the dev stack's local Solana chain.
const sampleSolana = solanaTestKey(1).address
const sampleSolanaShort = `${sampleSolana.slice(0, 6)}…${sampleSolana.slice(-4)}`
const solanaLocalId = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'

/** The session the modal keeps for one network (its key: `<CAIP-2>:<address lower-cased>`). */
async function storedSession(page: Page, caipNetworkId: string) {
  const session = await page.evaluate((prefix) => {
    const sessions = JSON.parse(localStorage.getItem('@latch/siwx-sessions') ?? '{}') as Record<
      string,
      { token?: string; message?: string }
    >
    return Object.entries(sessions).find(([key]) => key.startsWith(`${prefix}:`))?.[1]
  }, caipNetworkId)
  expect(session?.token, `a session for ${caipNetworkId}`).toBeTruthy()
  return session as { token: string; message: string }
}

/** What the demo's back end says about a token: its status and the account it names. */
async function me(page: Page, token: string) {
  const response = await page.request.get('/api/me', {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status(), body: (await response.json()) as unknown }
}

/** The nonces the page asks for: the modal fetches one when the visitor signs, so one per signature. */
function countNonces(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/siwx/nonce')) urls.push(request.url())
  })
  return urls
}

/**
 * From the network list, Solana Local, then the sample wallet from Connect: with nothing connected the list only
 * picks the network (then the header's Connect Wallet); with the EVM side connected it goes on to Connect itself.
 */
async function connectSolanaSide(page: Page, { evmConnected }: { evmConnected: boolean }) {
  await page.getByRole('button', { name: /^Select network: / }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Solana Local' }).click()
  if (!evmConnected) await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
}

test('sign in with the sample wallet: required sign-in, reload, network switch, cancel, disconnect', async ({
  page,
}) => {
  const nonceRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/siwx/nonce')) nonceRequests.push(request.url())
  })
  await openDemoWithSampleWallet(page, '/?siwx=required')
  await expect(signInRegion(page).getByRole('status')).toHaveText('Not signed in')

  // Connect: the sign view follows, and cannot be closed while sign-in is required.
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  const signView = dialog(page, 'Sign In')
  await expect(
    signView.getByRole('heading', { name: 'Latch demo wants you to sign in' }),
  ).toBeVisible()
  await expect(signView.getByText(sampleAccount)).toBeVisible()
  await expect(signView.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(signView).toBeVisible()

  // Sign: the wallet signs the EIP-4361 message, the server verifies it, the demo's back end accepts the token.
  await signView.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${sampleAccount}`)
  const token = await storedToken(page)
  expect(await meStatus(page, token)).toBe(200)
  expect(nonceRequests).toHaveLength(1)

  // Reload: the session holds, nothing is asked (no new nonce, so no signature either).
  await page.reload()
  await expect(page.getByRole('button', { name: new RegExp(sampleAccountShort) })).toBeVisible()
  await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${sampleAccount}`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(nonceRequests).toHaveLength(1)

  // A network without a session asks again; Cancel (required) switches back to the signed-in network.
  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Latch Local 2' }).click()
  await expect(dialog(page, 'Sign In')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Select network: Latch Local 2' })).toBeVisible()
  await dialog(page, 'Sign In').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Select network: Latch Local' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${sampleAccount}`)

  // Disconnect signs out: the server revoked the session, so the demo's back end refuses the token.
  await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(connectButton(page)).toBeVisible()
  await expect(signInRegion(page).getByRole('status')).toHaveText('Not signed in')
  await expect.poll(() => meStatus(page, token)).toBe(401)
})

test('optional sign-in: Cancel closes and keeps the wallet; a rejected signature says so and can retry', async ({
  page,
}) => {
  await openDemoWithSampleWallet(page, '/?siwx=optional')
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  await dialog(page, 'Sign In').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(sampleAccountShort) })).toBeVisible()
  await expect(signInRegion(page).getByRole('status')).toHaveText('Not signed in')

  // Another network asks again; this time the wallet rejects first.
  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Latch Local 2' }).click()
  const signView = dialog(page, 'Sign In')
  await expect(signView).toBeVisible()
  await page
    .getByRole('region', { name: 'Sample wallet controls' })
    .getByRole('checkbox', { name: 'Reject requests' })
    .check()
  await signView.getByRole('button', { name: 'Sign' }).click()
  // The toast is announced politely (behaviour.md §18.2), errors too.
  await expect(page.getByRole('status').filter({ hasText: 'Error signing message' })).toBeVisible()
  await expect(signView.getByRole('button', { name: 'Sign' })).toBeEnabled()
  await page
    .getByRole('region', { name: 'Sample wallet controls' })
    .getByRole('checkbox', { name: 'Reject requests' })
    .uncheck()
  await signView.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${sampleAccount}`)
})

test('sign in with a mobile wallet over WalletConnect: the EIP-4361 message reaches the wallet', async ({
  page,
}) => {
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  try {
    await page.goto('/?siwx=required')
    await wallet.pair(await pairingUri(page))
    await (await wallet.nextProposal()).approve()

    const signView = dialog(page, 'Sign In')
    await signView.getByRole('button', { name: 'Sign' }).click()
    const signing = await wallet.nextRequest()
    expect(signing.method).toBe('personal_sign')
    const [message] = signing.params as [`0x${string}`, string]
    const text = hexToString(message)
    expect(text).toMatch(
      new RegExp(
        `^localhost:5173 wants you to sign in with your Ethereum account:\\n${wallet.address}\\n\\nSign in to Latch demo\\n\\nURI: http://localhost:5173\\nVersion: 1\\nChain ID: 31337\\nNonce: [a-zA-Z0-9]{8,}\\nIssued At: `,
      ),
    )
    await signing.approve()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(signInRegion(page).getByRole('status')).toHaveText(
      `Signed in as ${wallet.address}`,
    )
    expect(await meStatus(page, await storedToken(page))).toBe(200)
  } finally {
    await wallet.close()
  }
})

test('sign in with the embedded wallet: the message is approved in the secure site', async ({
  page,
}) => {
  const email = `siwx-${Date.now()}@example.com`
  await page.goto('/?siwx=required')
  await enterEmailAndCode(page, email)

  const signView = dialog(page, 'Sign In')
  await expect(signView).toBeVisible()
  const address = (await signView.locator('.address').textContent()) as string
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await signView.getByRole('button', { name: 'Sign' }).click()
  // The secure site shows the sign-in message in plain words before anything is signed.
  await expect(
    approval(page).getByText('localhost:5173 wants you to sign in with your Ethereum account:', {
      exact: false,
    }),
  ).toBeVisible()
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${address}`)
  expect(await meStatus(page, await storedToken(page))).toBe(200)
})

test('Sign-In With Solana: the sample wallet’s Solana side signs a CAIP-122 message the server verifies (behaviour.md §14)', async ({
  page,
}) => {
  const nonces = countNonces(page)
  await openDemoWithSampleWallet(page, '/?siwx=required')
  await connectSolanaSide(page, { evmConnected: false })

  const signView = dialog(page, 'Sign In')
  await expect(
    signView.getByRole('heading', { name: 'Latch demo wants you to sign in' }),
  ).toBeVisible()
  await expect(signView.getByText(sampleSolana)).toBeVisible()
  await expect(signView.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await expectAccessible(page)

  // The wallet rejects first: nothing is signed in, the view stays to try again.
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
  await signView.getByRole('button', { name: 'Sign' }).click()
  // The toast is announced politely (behaviour.md §18.2), errors too.
  await expect(page.getByRole('status').filter({ hasText: 'Error signing message' })).toBeVisible()
  await expect(signInRegion(page).getByRole('status')).toHaveText('Not signed in')
  await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).uncheck()

  await signView.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(sampleSolanaShort) })).toBeVisible()
  await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${sampleSolana}`)

  // What was signed: the CAIP-122 text for the Solana account, and the demo's back end accepts its token.
  const session = await storedSession(page, solanaLocalId)
  expect(session.message).toMatch(
    new RegExp(
      `^localhost:5173 wants you to sign in with your Solana account:\\n${sampleSolana}\\n\\nSign in to Latch demo\\n\\nURI: http://localhost:5173\\nVersion: 1\\nChain ID: DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp\\nNonce: [a-zA-Z0-9]{8,}\\nIssued At: [^\\n]+$`,
    ),
  )
  expect(await me(page, session.token)).toEqual({
    status: 200,
    body: { address: sampleSolana, chainId: solanaLocalId },
  })

  // Reload: the session holds, nothing is asked.
  const asked = nonces.length
  await page.reload()
  await expect(page.getByRole('button', { name: new RegExp(sampleSolanaShort) })).toBeVisible()
  await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${sampleSolana}`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(nonces).toHaveLength(asked)

  // Disconnect signs out: the server revoked the Solana session.
  await page.getByRole('button', { name: new RegExp(sampleSolanaShort) }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(signInRegion(page).getByRole('status')).toHaveText('Not signed in')
  await expect.poll(async () => (await me(page, session.token)).status).toBe(401)
})

test('EVM and Solana held at once: switching namespaces asks for a sign-in only for an account without a session', async ({
  page,
}) => {
  const nonces = countNonces(page)
  await openDemoWithSampleWallet(page, '/?siwx=required')

  // The EVM side first, signed in.
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  await dialog(page, 'Sign In').getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${sampleAccount}`)
  expect(nonces).toHaveLength(1)

  // The Solana side has no session: connecting it asks.
  await connectSolanaSide(page, { evmConnected: true })
  const signView = dialog(page, 'Sign In')
  await expect(signView.getByText(sampleSolana)).toBeVisible()
  await signView.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('active-namespace')).toHaveText('solana')
  await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${sampleSolana}`)
  expect(nonces).toHaveLength(2)

  // Back and forth in the network list: both accounts have a session, nothing is asked.
  for (const [network, namespace, account] of [
    ['Latch Local', 'eip155', sampleAccount],
    ['Solana Local', 'solana', sampleSolana],
    ['Latch Local', 'eip155', sampleAccount],
  ] as const) {
    await page.getByRole('button', { name: /^Select network: / }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: network, exact: true }).click()
    await expect(page.getByTestId('active-namespace')).toHaveText(namespace)
    await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${account}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
  expect(nonces).toHaveLength(2)

  // Both sessions are live on the server at once, each for its own account.
  expect(await me(page, (await storedSession(page, 'eip155:31337')).token)).toEqual({
    status: 200,
    body: { address: sampleAccount, chainId: 'eip155:31337' },
  })
  expect(await me(page, (await storedSession(page, solanaLocalId)).token)).toEqual({
    status: 200,
    body: { address: sampleSolana, chainId: solanaLocalId },
  })

  // An EVM network without a session still asks (the account on Latch Local 2 is another CAIP-10 account).
  await page.getByRole('button', { name: 'Select network: Latch Local' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Latch Local 2' }).click()
  const again = dialog(page, 'Sign In')
  await expect(again.getByText(sampleAccount)).toBeVisible()
  await again.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(signInRegion(page).getByRole('status')).toHaveText(`Signed in as ${sampleAccount}`)
  // The nonce is fetched when the visitor signs, not when the view opens: one per signature.
  expect(nonces).toHaveLength(3)
  expect((await storedSession(page, 'eip155:31338')).message).toMatch(/\nChain ID: 31338\n/)
})
