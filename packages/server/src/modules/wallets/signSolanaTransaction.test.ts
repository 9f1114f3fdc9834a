import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createNoopSigner,
  createTransactionMessage,
  getAddressFromPublicKey,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  partiallySignTransaction,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeSolanaWireTransaction } from './decodeSolanaWireTransaction'
import { signSolanaTransaction } from './signSolanaTransaction'
import { solanaSigner } from './solanaSigner'

const seedOf = (byte: number) => Buffer.alloc(32, byte)

/** A transfer of `from`'s lamports, `feePayer` paying the fee (both must sign), on a fixed blockhash. */
function transfer(feePayer: Address, from: Address, to: Address) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
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
            source: createNoopSigner(from),
            destination: to,
            amount: lamports(1_000n),
          }),
        ],
        m,
      ),
  )
  return compileTransaction(message)
}

const wire = (transaction: ReturnType<typeof compileTransaction>) =>
  new Uint8Array(getTransactionEncoder().encode(transaction))

async function verifies(signer: string, signature: Uint8Array, data: Uint8Array) {
  return verifySignature(
    await getPublicKeyFromAddress(address(signer)),
    signature as SignatureBytes,
    data,
  )
}

describe('signSolanaTransaction', () => {
  const user = solanaSigner(seedOf(1))
  const other = solanaSigner(seedOf(2))
  const friend = address(solanaSigner(seedOf(3)).address)

  it("fills the user's slot and keeps the co-signer's signature", async () => {
    const payerKeys = await createKeyPairFromPrivateKeyBytes(seedOf(2))
    expect(await getAddressFromPublicKey(payerKeys.publicKey)).toBe(other.address)
    const coSigned = await partiallySignTransaction(
      [payerKeys],
      transfer(address(other.address), address(user.address), friend),
    )
    const signed = signSolanaTransaction(wire(coSigned), user)
    if ('problem' in signed) throw new Error(signed.problem)

    const decoded = getTransactionDecoder().decode(signed.transaction)
    expect(Object.keys(decoded.signatures)).toEqual([other.address, user.address])
    expect(decoded.signatures[address(other.address)]).toEqual(
      coSigned.signatures[address(other.address)],
    )
    expect(decoded.signatures[address(user.address)]).toEqual(signed.signature)
    expect(decoded.messageBytes).toEqual(coSigned.messageBytes)
    expect(
      await verifies(user.address, signed.signature, new Uint8Array(decoded.messageBytes)),
    ).toBe(true)
    // The same bytes but the user's 64: nothing else of the wire moved.
    expect(signed.transaction.length).toBe(wire(coSigned).length)
  })

  it('refuses a transaction that does not ask for the user’s signature, and one that is none', () => {
    const notMine = wire(transfer(address(other.address), address(other.address), friend))
    expect(signSolanaTransaction(notMine, user)).toEqual({
      problem: "does not ask for this user's signature",
    })
    const mine = wire(transfer(address(user.address), address(user.address), friend))
    expect(signSolanaTransaction(new Uint8Array([...mine, 0]), user)).toEqual({
      problem: 'bytes follow the transaction message',
    })
    expect(signSolanaTransaction(mine.slice(0, 80), user)).toEqual({
      problem: 'not a Solana wire transaction',
    })
    expect(signSolanaTransaction(new Uint8Array(), user)).toEqual({
      problem: 'not a Solana wire transaction',
    })
    expect(signSolanaTransaction(new Uint8Array(1233), user)).toEqual({
      problem: 'more than 1232 bytes',
    })
  })

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1300 }), (bytes) => {
        const answer = signSolanaTransaction(bytes, user)
        if ('problem' in answer) return
        // Bytes kit reads as a transaction needing this user are rare but fine: its slot is the user's then.
        expect(decodeSolanaWireTransaction(answer.transaction)).not.toHaveProperty('problem')
      }),
    )
  })
})
