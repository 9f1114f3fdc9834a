import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { isSolanaTransactionMessage } from './isSolanaTransactionMessage'

const payer = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
const friend = address('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')

/** A compiled transfer message (legacy or v0): the bytes a transaction's signatures cover. */
function messageBytes(version: 'legacy' | 0) {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash('4QjEBrJnATvydaCoPb7j4cneA5vSJNFsAYHQwRAjAjmQ'),
          lastValidBlockHeight: 9n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(payer),
            destination: friend,
            amount: lamports(1_000n),
          }),
        ],
        m,
      ),
  )
  return new Uint8Array(compileTransaction(message).messageBytes)
}

describe('isSolanaTransactionMessage', () => {
  it('is true for a whole compiled message, legacy or v0', () => {
    expect(isSolanaTransactionMessage(messageBytes('legacy'))).toBe(true)
    expect(isSolanaTransactionMessage(messageBytes(0))).toBe(true)
  })

  it('is false for a message with more after it, a cut one, text, the off-chain format, nothing', () => {
    const bytes = messageBytes(0)
    expect(isSolanaTransactionMessage(new Uint8Array([...bytes, 1]))).toBe(false)
    expect(isSolanaTransactionMessage(bytes.slice(0, 40))).toBe(false)
    const text = (value: string) => new TextEncoder().encode(value)
    expect(isSolanaTransactionMessage(text('Sign in to Latch'))).toBe(false)
    expect(isSolanaTransactionMessage(text('\xffsolana offchain'))).toBe(false)
    expect(isSolanaTransactionMessage(new Uint8Array())).toBe(false)
  })
})
