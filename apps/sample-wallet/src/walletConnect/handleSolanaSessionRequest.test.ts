import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  address,
  type Blockhash,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../providerError'
import { createSolanaWallet } from '../solana/createSolanaWallet'
import { systemTransfer, wireBytes } from '../solana/testing/systemTransfer'
import { initialWalletState } from '../walletState'
import { handleSolanaSessionRequest } from './handleSolanaSessionRequest'
import { solanaLocalChain } from './solanaChains'

const key = solanaTestKey(2)
const other = solanaTestKey(3)
// Any 32 bytes do as a blockhash for signing: nothing here reaches a chain (the relay test sends).
const blockhash = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash
const state = { ...initialWalletState(31337), solanaAuthorized: true }
const { wallet } = createSolanaWallet({
  store: { getState: () => state, subscribe: () => () => {}, setSolanaAuthorized() {} },
  name: 'Latch Sample Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  accountIndex: 2,
})
const handle = (method: string, params: unknown, chain = solanaLocalChain) =>
  handleSolanaSessionRequest(wallet, { chain, method, params })
const failure = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  const { code, message } = error as ProviderRpcError
  return { code, message }
}
const publicKey = () => getPublicKeyFromAddress(address(key.address))

describe('handleSolanaSessionRequest', () => {
  it('solana_getAccounts and solana_requestAccounts answer its public key', async () => {
    expect(await handle('solana_getAccounts', {})).toEqual([{ pubkey: key.address }])
    expect(await handle('solana_requestAccounts', {})).toEqual([{ pubkey: key.address }])
  })

  it('solana_signMessage signs the base58 message’s bytes; the base58 signature verifies', async () => {
    const bytes = new TextEncoder().encode('Hello from the Latch demo')
    const result = (await handle('solana_signMessage', {
      message: getBase58Decoder().decode(bytes),
      pubkey: key.address,
    })) as { signature: string }
    const signature = new Uint8Array(getBase58Encoder().encode(result.signature)) as SignatureBytes
    expect(await verifySignature(await publicKey(), signature, bytes)).toBe(true)
  })

  it('solana_signTransaction answers its signature and the signed transaction in base64', async () => {
    const unsigned = systemTransfer({
      version: 0,
      feePayer: address(key.address),
      from: address(key.address),
      to: address(other.address),
      lamports: 5n,
      blockhash,
    })
    const result = (await handle('solana_signTransaction', {
      transaction: getBase64Decoder().decode(wireBytes(unsigned)),
    })) as { signature: string; transaction: string }
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(result.transaction))
    expect(signed.messageBytes).toEqual(unsigned.messageBytes)
    const signature = signed.signatures[address(key.address)] as SignatureBytes
    expect(getBase58Decoder().decode(signature)).toBe(result.signature)
    expect(await verifySignature(await publicKey(), signature, signed.messageBytes)).toBe(true)
  })

  it('refuses malformed params, another signer, a chain it does not serve and other methods', async () => {
    expect(
      await failure(handle('solana_signMessage', { message: '0OIl', pubkey: key.address })),
    ).toEqual({ code: -32602, message: 'Invalid params for solana_signMessage' })
    expect(
      await failure(handle('solana_signMessage', { message: '2', pubkey: other.address })),
    ).toEqual({ code: 4100, message: 'Unknown account' })
    expect(await failure(handle('solana_signTransaction', { transaction: 'not base64' }))).toEqual({
      code: -32602,
      message: 'Invalid params for solana_signTransaction',
    })
    expect(
      await failure(
        handle('solana_signAndSendTransaction', {
          transaction: 'AAAA',
          sendOptions: { preflightCommitment: 'max' },
        }),
      ),
    ).toEqual({ code: -32602, message: 'Invalid params for solana_signAndSendTransaction' })
    expect(
      await failure(handle('solana_getAccounts', {}, 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')),
    ).toEqual({
      code: 4901,
      message: 'The wallet does not serve solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    })
    expect(await failure(handle('solana_signAllTransactions', {}))).toEqual({
      code: 4200,
      message: 'solana_signAllTransactions is not supported',
    })
  })
})
