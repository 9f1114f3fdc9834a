import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signBytes,
  type Transaction,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import {
  parseSignatureResult,
  parseSignTransactionResult,
  signAndSendTransactionRequest,
  signMessageRequest,
  signTransactionRequest,
} from './solanaWalletConnectRequests'

const key = solanaTestKey(2)
const signer = address(key.address)
const other = address(solanaTestKey(3).address)
const signature = new Uint8Array(64).map((_, i) => i + 1)

function transfer(version: 'legacy' | 0): Uint8Array {
  const transaction = compileTransaction(
    pipe(
      createTransactionMessage({ version }),
      (m) => setTransactionMessageFeePayer(signer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY' as Blockhash,
            lastValidBlockHeight: 100n,
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: createNoopSigner(signer),
            destination: other,
            amount: 5n,
          }),
          m,
        ),
    ),
  )
  return new Uint8Array(getTransactionEncoder().encode(transaction))
}

describe('requests (WalletConnect Solana JSON-RPC reference)', () => {
  it('solana_signMessage: the message in base58 and the signer', () => {
    const message = new TextEncoder().encode('Hello from the Latch demo')
    const request = signMessageRequest(message, key.address)
    expect(request).toEqual({
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: key.address },
    })
    // The reference's own example: base58 of bytes, not of text.
    expect(signMessageRequest(new Uint8Array([0, 0, 1]), key.address).params.message).toBe('112')
  })

  it('solana_signTransaction: the serialized transaction in base64', () => {
    const wire = transfer(0)
    expect(signTransactionRequest(wire)).toEqual({
      method: 'solana_signTransaction',
      params: { transaction: getBase64Decoder().decode(wire) },
    })
  })

  it('solana_signAndSendTransaction: the transaction and only the send options given', () => {
    const wire = transfer('legacy')
    const transaction = getBase64Decoder().decode(wire)
    expect(signAndSendTransactionRequest(wire)).toEqual({
      method: 'solana_signAndSendTransaction',
      params: { transaction },
    })
    expect(
      signAndSendTransactionRequest(wire, {
        preflightCommitment: 'confirmed',
        skipPreflight: false,
        minContextSlot: 7,
      }),
    ).toEqual({
      method: 'solana_signAndSendTransaction',
      params: {
        transaction,
        sendOptions: { skipPreflight: false, preflightCommitment: 'confirmed', minContextSlot: 7 },
      },
    })
  })
})

describe('answers', () => {
  it('{ signature } in base58 is its 64 bytes', () => {
    expect(parseSignatureResult({ signature: getBase58Decoder().decode(signature) })).toEqual(
      signature,
    )
  })

  it('refuses a signature that is missing, not base58 or not 64 bytes', () => {
    for (const result of [
      undefined,
      null,
      'sig',
      {},
      { signature: 42 },
      { signature: '0OIl' },
      { signature: getBase58Decoder().decode(signature.slice(1)) },
    ])
      expect(() => parseSignatureResult(result)).toThrow('The wallet answered no signature')
  })

  it('signTransaction: the signature alone goes in the signer’s place, and the transaction verifies', async () => {
    for (const version of ['legacy', 0] as const) {
      const wire = transfer(version)
      const unsigned = getTransactionDecoder().decode(wire)
      const pair = await createKeyPairFromPrivateKeyBytes(key.privateKey)
      const signed = new Uint8Array(await signBytes(pair.privateKey, unsigned.messageBytes))
      const answer = { signature: getBase58Decoder().decode(signed) }
      const result: Transaction = getTransactionDecoder().decode(
        parseSignTransactionResult(answer, wire, key.address),
      )
      expect(result.messageBytes).toEqual(unsigned.messageBytes)
      expect(Object.keys(result.signatures)).toEqual([key.address])
      expect(
        await verifySignature(
          await getPublicKeyFromAddress(signer),
          result.signatures[signer] as SignatureBytes,
          result.messageBytes,
        ),
      ).toBe(true)
    }
  })

  it('signTransaction: the wallet’s own transaction wins over its signature', () => {
    const wire = transfer(0)
    const theirs = getTransactionDecoder().decode(wire)
    const signedByWallet = new Uint8Array(
      getTransactionEncoder().encode({
        ...theirs,
        signatures: { [signer]: signature as SignatureBytes },
      }),
    )
    expect(
      parseSignTransactionResult(
        {
          signature: getBase58Decoder().decode(signature),
          transaction: getBase64Decoder().decode(signedByWallet),
        },
        wire,
        key.address,
      ),
    ).toEqual(signedByWallet)
  })

  it('signTransaction: refuses a malformed transaction, a missing signature and a signer the transaction lacks', () => {
    const wire = transfer(0)
    const sig = getBase58Decoder().decode(signature)
    expect(() =>
      parseSignTransactionResult({ signature: sig, transaction: 'not base64!' }, wire, key.address),
    ).toThrow('The wallet answered a malformed transaction')
    expect(() =>
      parseSignTransactionResult({ signature: sig, transaction: 'AAAA' }, wire, key.address),
    ).toThrow('The wallet answered a malformed transaction')
    expect(() => parseSignTransactionResult({}, wire, key.address)).toThrow(
      'The wallet answered no signature',
    )
    expect(() => parseSignTransactionResult({ signature: sig }, wire, other)).toThrow(
      `The transaction does not ask for ${other}'s signature`,
    )
  })
})
