import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import type { Page } from '@playwright/test'
import {
  connectButton,
  devStackInfo,
  dialog,
  expect,
  openDemoWithSampleWallet,
  test,
} from './fixtures'

// The sample wallet's Bitcoin side (Wallet Standard, test key #1: payment P2WPKH, ordinal P2TR) on the dev stack's
// regtest ledger. Spends from key #1 only (never #9).
const sample = bitcoinTestKey(1)
const key3 = bitcoinTestKey(3).payment.address
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

/** With nothing connected: Bitcoin Regtest from the network list, then the sample wallet from Connect. */
async function connectBitcoinSide(page: Page) {
  await page.getByRole('button', { name: /^Select network: / }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Bitcoin Regtest' }).click()
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(
    page.getByRole('button', { name: new RegExp(short(sample.payment.address)) }),
  ).toBeVisible()
}

test('the Bitcoin side: regtest balance, the ordinal address, 0.01 BTC to key #3 mined and in Activity, reconnected on reload', async ({
  page,
}) => {
  const key3Before = await sats(key3)
  await openDemoWithSampleWallet(page)
  await connectBitcoinSide(page)
  const accountButton = page.getByRole('button', {
    name: new RegExp(short(sample.payment.address)),
  })
  await expect(accountButton).toContainText('BTC')

  await accountButton.click()
  const account = dialog(page, 'Account')
  // The ordinal account, one tap away.
  await expect(account.getByTitle(sample.ordinal.address)).toBeHidden()
  await account.getByText('Other accounts').click()
  await expect(account.getByTitle(sample.ordinal.address)).toBeVisible()
  await expect(account.getByRole('button', { name: 'Copy address: Ordinals' })).toBeVisible()

  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await send.getByLabel('Recipient').fill(key3)
  await send.getByLabel('Amount', { exact: true }).fill('0.01')
  // Bitcoin prices its fee by speed: the visitor picks Fast, and the review says so.
  const speed = send.getByRole('radiogroup', { name: 'Network fee speed' })
  await expect(speed.getByRole('radio', { name: 'Normal' })).toBeChecked()
  await speed.getByRole('radio', { name: 'Fast' }).check()
  await send.getByRole('button', { name: 'Continue' }).click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByText('0.01 BTC')).toBeVisible()
  await expect(preview.getByRole('definition').filter({ hasText: /^Fast$/ })).toBeVisible()
  // The fee at the chosen speed: a few hundred sats at the regtest's estimates.
  await expect(preview.getByRole('definition').filter({ hasText: /^0\.0000\d+ BTC/ })).toBeVisible()
  await preview.getByRole('button', { name: 'Send' }).click()
  // The regtest mines on demand here: the send waits for its block.
  await expect(async () => {
    await fetch(`${esplora()}/regtest/mine`, { method: 'POST' })
    await expect(account.getByText('Sent 0.01 BTC')).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  expect(await sats(key3)).toBe(key3Before + 1_000_000n)

  await page.reload()
  await page.getByRole('checkbox', { name: 'Inject the sample wallet' }).check()
  await expect(
    page.getByRole('button', { name: new RegExp(short(sample.payment.address)) }),
  ).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The send in Activity, with its confirmations.
  await page.getByRole('button', { name: new RegExp(short(sample.payment.address)) }).click()
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    account
      .getByRole('listitem')
      .filter({ hasText: /Sent · \d+ confirmations?/ })
      .filter({ hasText: /0\.01/ })
      .first(),
  ).toBeVisible({ timeout: 15_000 })
})

test('signs in with Bitcoin: a BIP-322 signature of the payment account the server verifies', async ({
  page,
}) => {
  await openDemoWithSampleWallet(page, '/?siwx=required')
  const signIn = page.getByRole('region', { name: 'Sign-in' })
  await expect(signIn.getByRole('status')).toHaveText('Not signed in')
  await page.getByRole('button', { name: /^Select network: / }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Bitcoin Regtest' }).click()
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Sample Wallet/ })
    .click()
  const signView = dialog(page, 'Sign In')
  await expect(signView.getByText(sample.payment.address)).toBeVisible()
  await signView.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(signIn.getByRole('status')).toHaveText(`Signed in as ${sample.payment.address}`)
})

test('a Bitcoin Wallet Standard wallet no test knows, registered by the page, is listed and connects', async ({
  page,
}) => {
  await page.goto('/')
  const unknown = bitcoinTestKey(4)
  // A minimal wallet in the shape of Exodus' bitcoin-wallet-standard, registered the Wallet Standard way.
  await page.evaluate(
    ({ payment, ordinal }) => {
      const account = (address: string, purpose: string) => ({
        address,
        publicKey: new Uint8Array(33),
        chains: ['bitcoin:regtest'],
        features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
        purpose,
      })
      let accounts: unknown[] = []
      const wallet = {
        version: '1.0.0',
        name: 'Stranger Bitcoin Wallet',
        icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
        chains: ['bitcoin:regtest'],
        get accounts() {
          return accounts
        },
        features: {
          'bitcoin:connect': {
            version: '1.0.0',
            async connect() {
              accounts = [account(payment, 'payment'), account(ordinal, 'ordinals')]
              return { accounts }
            },
          },
          'bitcoin:signMessage': { version: '1.0.0', signMessage: async () => [] },
          'bitcoin:signTransaction': { version: '1.0.0', signTransaction: async () => [] },
          'standard:events': { version: '1.0.0', on: () => () => {} },
        },
      }
      const register = (api: { register(wallet: unknown): void }) => api.register(wallet)
      window.addEventListener('wallet-standard:app-ready', (event) =>
        register((event as CustomEvent).detail),
      )
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
    },
    { payment: unknown.payment.address, ordinal: unknown.ordinal.address },
  )
  await page.getByRole('button', { name: /^Select network: / }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Bitcoin Regtest' }).click()
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Stranger Bitcoin Wallet/ })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(
    page.getByRole('button', { name: new RegExp(short(unknown.payment.address)) }),
  ).toBeVisible()
})

test('a sats-connect wallet (an Xverse stand-in the test injects) is listed and connects both accounts', async ({
  page,
}) => {
  const standIn = bitcoinTestKey(6)
  // Injected before the app loads, as Xverse does: listed in window.btc_providers, its provider at the object path
  // of its id, answering sats-connect's JSON-RPC requests.
  await page.addInitScript(
    ({ payment, ordinal }) => {
      const provider = {
        async request(method: string, params: { purposes?: string[] }) {
          if (method !== 'getAccounts')
            return { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'Method not found' } }
          const accounts = (params.purposes ?? []).map((purpose) =>
            purpose === 'payment'
              ? { ...payment, purpose, addressType: 'p2wpkh' }
              : { ...ordinal, purpose, addressType: 'p2tr' },
          )
          return { jsonrpc: '2.0', id: '1', result: accounts }
        },
      }
      Object.assign(window, {
        XverseStandIn: { BitcoinProvider: provider },
        btc_providers: [
          {
            id: 'XverseStandIn.BitcoinProvider',
            name: 'Xverse Stand-in',
            icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
          },
        ],
      })
    },
    {
      payment: {
        address: standIn.payment.address,
        publicKey: Buffer.from(standIn.payment.publicKey).toString('hex'),
      },
      ordinal: {
        address: standIn.ordinal.address,
        publicKey: Buffer.from(standIn.ordinal.publicKey.slice(1)).toString('hex'),
      },
    },
  )
  await page.goto('/')
  await page.getByRole('button', { name: /^Select network: / }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Bitcoin Regtest' }).click()
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Xverse Stand-in/ })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const accountButton = page.getByRole('button', {
    name: new RegExp(short(standIn.payment.address)),
  })
  await expect(accountButton).toBeVisible()
  await accountButton.click()
  const account = dialog(page, 'Account')
  await account.getByText('Other accounts').click()
  await expect(account.getByTitle(standIn.ordinal.address)).toBeVisible()
})
