import { bitcoinTestKey, createBitcoinLedger } from '@latch/devstack/bitcoin'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { createBitcoinWallet } from '../bitcoin/createBitcoinWallet'
import { ProviderRpcError } from '../providerError'
import { initialWalletState } from '../walletState'
import { bitcoinRegtestChain } from './bitcoinChains'
import { handleBitcoinSessionRequest } from './handleBitcoinSessionRequest'

const key = bitcoinTestKey(2)
const recipient = bitcoinTestKey(3)
const state = { ...initialWalletState(31337), bitcoinAuthorized: true }
const side = createBitcoinWallet({
  store: { getState: () => state, subscribe: () => () => {}, setBitcoinAuthorized() {} },
  name: 'Latch Sample Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  keyIndex: 2,
})
const handle = (method: string, params: unknown, chain = bitcoinRegtestChain) =>
  handleBitcoinSessionRequest(side, { chain, method, params })
const failure = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  const { code, message } = error as ProviderRpcError
  return { code, message }
}

/** A PSBT spending the key's 1-BTC output of the payment account: 0.01 BTC to #3, change back. */
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

describe('handleBitcoinSessionRequest', () => {
  it('getAccountAddresses answers the payment and ordinal addresses, filtered by intention', async () => {
    expect(await handle('getAccountAddresses', { account: key.payment.address })).toEqual([
      { address: key.payment.address, publicKey: expect.any(String), intention: 'payment' },
      { address: key.ordinal.address, publicKey: expect.any(String), intention: 'ordinal' },
    ])
    expect(
      await handle('getAccountAddresses', {
        account: key.payment.address,
        intentions: ['ordinal'],
      }),
    ).toEqual([
      { address: key.ordinal.address, publicKey: expect.any(String), intention: 'ordinal' },
    ])
  })

  it('signMessage signs with BIP-322 for either account; the hex signature verifies', async () => {
    const message = 'localhost wants you to sign in with your Bitcoin account'
    for (const address of [key.payment.address, key.ordinal.address]) {
      const result = (await handle('signMessage', {
        account: key.payment.address,
        address,
        message,
        protocol: 'bip322',
      })) as { address: string; signature: string }
      expect(result.address).toBe(address)
      expect(result.signature).toMatch(/^[0-9a-f]+$/)
      const signature = base64.encode(hex.decode(result.signature))
      expect(Verifier.verifySignature(address, message, signature)).toBe(true)
    }
  })

  it('signPsbt signs the inputs asked for; the regtest ledger accepts the transaction', async () => {
    const ledger = createBitcoinLedger()
    const result = (await handle('signPsbt', {
      account: key.payment.address,
      psbt: base64.encode(paymentPsbt(ledger)),
      signInputs: [{ address: key.payment.address, index: 0, sighashTypes: [1] }],
      broadcast: false,
    })) as { psbt: string }
    const signed = Transaction.fromPSBT(base64.decode(result.psbt))
    signed.finalize()
    expect(ledger.submit(signed.hex)).toEqual({ txid: signed.id })
  })

  it('refuses bad params, another account, ECDSA, broadcasting, another chain and unknown methods', async () => {
    expect(await failure(handle('signMessage', { account: key.payment.address }))).toEqual({
      code: -32602,
      message: 'Invalid params for signMessage',
    })
    expect(
      (
        await failure(
          handle('signMessage', { account: recipient.payment.address, message: 'hello' }),
        )
      ).code,
    ).toBe(4100)
    expect(
      (
        await failure(
          handle('signMessage', {
            account: key.payment.address,
            message: 'hello',
            protocol: 'ecdsa',
          }),
        )
      ).message,
    ).toBe('This wallet signs messages with BIP-322 only')
    expect(
      (
        await failure(
          handle('signPsbt', {
            account: key.payment.address,
            psbt: base64.encode(paymentPsbt(createBitcoinLedger())),
            signInputs: [{ address: key.payment.address, index: 0 }],
            broadcast: true,
          }),
        )
      ).code,
    ).toBe(-32602)
    expect(
      (
        await failure(
          handle(
            'signMessage',
            { account: key.payment.address, message: 'hello' },
            'bip122:000000000019d6689c085ae165831e93',
          ),
        )
      ).code,
    ).toBe(4901)
    expect((await failure(handle('sendTransfer', { account: key.payment.address }))).code).toBe(
      4200,
    )
  })
})
