import { bitcoinTestKey, createBitcoinLedger } from '@latch/devstack/bitcoin'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { createSampleProvider } from '../createSampleProvider'
import { memoryStorage, type StorageLike } from '../walletState'
import { createBitcoinWallet } from './createBitcoinWallet'

const key = bitcoinTestKey(1)
const recipient = bitcoinTestKey(3)

function setup(storage: StorageLike = memoryStorage()) {
  const provider = createSampleProvider({ storage })
  const side = createBitcoinWallet({
    store: provider.controls,
    name: 'Latch Sample Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  })
  const { features } = side.wallet
  const changes: Array<readonly WalletAccount[] | undefined> = []
  features['standard:events'].on('change', ({ accounts }) => changes.push(accounts))
  return { ...side, features, controls: provider.controls, changes }
}

async function connected(storage?: StorageLike) {
  const wallet = setup(storage)
  const { accounts } = await wallet.features['bitcoin:connect'].connect({
    purposes: ['payment', 'ordinals'],
  })
  const [payment, ordinal] = accounts
  if (!payment || !ordinal) throw new Error('not connected')
  return { ...wallet, payment, ordinal }
}

/** A PSBT spending the test key's 1-BTC coinbase output of the payment account: 0.01 BTC to #3, change back. */
function paymentPsbt(ledger: ReturnType<typeof createBitcoinLedger>) {
  const funding = ledger.transactionsOf(key.payment.script)[0]
  if (!funding) throw new Error('no funding')
  const vout = funding.outputs.findIndex(
    (output) => hex.encode(output.script) === hex.encode(key.payment.script),
  )
  const transaction = new Transaction()
  transaction.addInput({
    txid: funding.txid,
    index: vout,
    witnessUtxo: { script: key.payment.script, amount: 100_000_000n },
  })
  transaction.addOutput({ script: recipient.payment.script, amount: 1_000_000n })
  transaction.addOutput({ script: key.payment.script, amount: 100_000_000n - 1_000_000n - 500n })
  return transaction.toPSBT()
}

describe('createBitcoinWallet', () => {
  it('connects with the payment (P2WPKH) and ordinal (P2TR) accounts, in the order of the purposes', async () => {
    const wallet = setup()
    expect(wallet.wallet.accounts).toEqual([])
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['ordinals', 'payment'],
    })
    expect(accounts.map((account) => account.address)).toEqual([
      key.ordinal.address,
      key.payment.address,
    ])
    expect(key.payment.address).toMatch(/^bcrt1q/)
    expect(key.ordinal.address).toMatch(/^bcrt1p/)
    // The taproot key is x-only; the payment key compressed.
    expect(accounts[0]?.publicKey).toHaveLength(32)
    expect(accounts[1]?.publicKey).toHaveLength(33)
    expect(wallet.wallet.accounts.map((account) => account.address)).toEqual([
      key.payment.address,
      key.ordinal.address,
    ])
    expect(wallet.changes).toHaveLength(1)
  })

  it('refuses to connect while "Reject requests" is on, with the 4001 dapps test for', async () => {
    const wallet = setup()
    wallet.controls.setRejectRequests(true)
    await expect(
      wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(wallet.wallet.accounts).toEqual([])
  })

  it('answers a silent standard:connect without prompting, and reconnects after a reload', async () => {
    const storage = memoryStorage()
    const fresh = setup(storage)
    fresh.controls.setRejectRequests(true)
    expect(await fresh.features['standard:connect'].connect({ silent: true })).toEqual({
      accounts: [],
    })
    fresh.controls.setRejectRequests(false)
    await fresh.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    const reloaded = setup(storage)
    const { accounts } = await reloaded.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([
      key.payment.address,
      key.ordinal.address,
    ])
  })

  it('disconnects, and the reset of the panel forgets it too', async () => {
    const wallet = await connected()
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.wallet.accounts).toEqual([])
    await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    wallet.controls.reset()
    expect(wallet.wallet.accounts).toEqual([])
    expect(wallet.changes.at(-1)).toEqual([])
  })

  it('signs messages with BIP-322 for both accounts, as bip322-js verifies them', async () => {
    const wallet = await connected()
    const message = 'localhost wants you to sign in with your Bitcoin account'
    const outputs = await wallet.features['bitcoin:signMessage'].signMessage(
      { account: wallet.payment, message: new TextEncoder().encode(message) },
      { account: wallet.ordinal, message: new TextEncoder().encode(message) },
    )
    expect(outputs).toHaveLength(2)
    const [payment, ordinal] = outputs.map(({ signature }) => base64.encode(signature))
    expect(Verifier.verifySignature(key.payment.address, message, payment as string)).toBe(true)
    expect(Verifier.verifySignature(key.ordinal.address, message, ordinal as string)).toBe(true)
  })

  it('signs nothing before the dapp is connected, for another account, or when rejected', async () => {
    const message = new TextEncoder().encode('hello')
    const fresh = setup()
    const account = { address: key.payment.address } as WalletAccount
    await expect(
      fresh.features['bitcoin:signMessage'].signMessage({ account, message }),
    ).rejects.toMatchObject({ code: 4100 })
    const wallet = await connected()
    const stranger = { address: recipient.payment.address } as WalletAccount
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({ account: stranger, message }),
    ).rejects.toMatchObject({ code: 4100 })
    wallet.controls.setRejectRequests(true)
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({ account: wallet.payment, message }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('signs a PSBT the regtest ledger accepts', async () => {
    const wallet = await connected()
    const ledger = createBitcoinLedger()
    const [output] = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: paymentPsbt(ledger),
      inputsToSign: [{ account: wallet.payment, signingIndexes: [0] }],
      chain: 'bitcoin:regtest',
    })
    if (!output) throw new Error('no output')
    const signed = Transaction.fromPSBT(output.signedPsbt)
    signed.finalize()
    const result = ledger.submit(signed.hex)
    expect(result).toEqual({ txid: signed.id })
  })

  it('answers a malformed PSBT, a missing input and another chain as invalid params, before any approval', async () => {
    const wallet = await connected()
    const ledger = createBitcoinLedger()
    const sign = wallet.features['bitcoin:signTransaction'].signTransaction
    const inputsToSign = [{ account: wallet.payment, signingIndexes: [0] }]
    await expect(sign({ psbt: new Uint8Array([1, 2, 3]), inputsToSign })).rejects.toMatchObject({
      code: -32602,
      message: 'The PSBT is malformed',
    })
    await expect(
      sign({
        psbt: paymentPsbt(ledger),
        inputsToSign: [{ account: wallet.payment, signingIndexes: [4] }],
      }),
    ).rejects.toMatchObject({ code: -32602, message: 'The PSBT has no input 4' })
    await expect(
      sign({ psbt: paymentPsbt(ledger), inputsToSign, chain: 'bitcoin:mainnet' }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      // @ts-expect-error: what a hostile page may pass
      sign({ psbt: 'cHNidP8=', inputsToSign }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
