import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { describeSolanaRequest, formatAmount, solanaNamedAddress } from './describeSolanaRequest'

const local = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp' as const
const user = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
const other = address('HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH')
const mint = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')
const blockhash = {
  blockhash: '4NCYB3kRT8sCNodPNuCZo8VUh4xqpBQxsxed2wd9xaD4' as Blockhash,
  lastValidBlockHeight: 100n,
}

/** A wire transaction (base64) paid by `payer`, as the adapter builds it. */
function wire(
  instructions: Instruction[],
  version: 'legacy' | 0 = 0,
  payer: Address = user,
): string {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}

const signer = createNoopSigner(user)

describe('describeSolanaRequest', () => {
  it("shows a message's text, the account and the network", () => {
    const message = getBase58Decoder().decode(
      new TextEncoder().encode('Hello from Latch\nNonce: 7'),
    )
    expect(
      describeSolanaRequest(
        { method: 'solana_signMessage', params: { message, pubkey: user } },
        local,
        user,
      ),
    ).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Account', value: user },
        { label: 'Network', value: 'Solana Local' },
      ],
      message: { text: 'Hello from Latch\nNonce: 7', encoding: 'text' },
    })
  })

  it('shows bytes that are not text as hex', () => {
    const message = getBase58Decoder().decode(new Uint8Array([0, 255, 1]))
    expect(
      describeSolanaRequest(
        { method: 'solana_signMessage', params: { message, pubkey: user } },
        local,
        user,
      )?.message,
    ).toEqual({ text: '0x00ff01', encoding: 'hex' })
  })

  it('describes a SOL transfer, legacy and v0, signed or sent', () => {
    for (const version of ['legacy', 0] as const) {
      const transaction = wire(
        [getTransferSolInstruction({ source: signer, destination: other, amount: 500_000_000n })],
        version,
      )
      expect(
        describeSolanaRequest(
          { method: 'solana_signAndSendTransaction', params: { transaction } },
          local,
          user,
        ),
      ).toMatchObject({
        title: 'Send a transaction',
        rows: [
          { label: 'Send', value: `0.5 SOL to ${other}` },
          { label: 'Account', value: user },
          { label: 'Network', value: 'Solana Local' },
        ],
      })
      expect(
        describeSolanaRequest(
          { method: 'solana_signTransaction', params: { transaction } },
          local,
          user,
        )?.title,
      ).toBe('Sign a transaction')
    }
  })

  it('describes a token transfer as the adapter sends it (the account created, the amount with its decimals)', () => {
    const source = address('3Kk7Gf4xZJ9gq7WzgD6B8tT6x2G9dV1rW8pK1hLm2nQa')
    const destination = address('7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5')
    const transaction = wire([
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner: other,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: signer,
        amount: 1_250_000n,
        decimals: 6,
      }),
    ])
    expect(
      describeSolanaRequest(
        { method: 'solana_signAndSendTransaction', params: { transaction } },
        local,
        user,
      )?.rows,
    ).toMatchObject([
      { label: 'Create a token account', value: `of token ${mint} for ${other}` },
      {
        label: 'Send tokens',
        value: `1.25 of token ${mint} to token account ${destination}`,
      },
      { label: 'Account', value: user },
      { label: 'Network', value: 'Solana Local' },
    ])
    const plain = wire([
      getTransferInstruction({ source, destination, authority: signer, amount: 42n }),
    ])
    expect(
      describeSolanaRequest(
        { method: 'solana_signTransaction', params: { transaction: plain } },
        local,
        user,
      )?.rows[0],
    ).toMatchObject({
      label: 'Send tokens',
      value: `42 base units to token account ${destination}`,
    })
  })

  it('names the programs of what it cannot read, and a fee payer that is not the user', () => {
    const unknownProgram = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
    const transaction = wire(
      [
        getTransferSolInstruction({ source: signer, destination: other, amount: 1n }),
        {
          programAddress: unknownProgram,
          accounts: [],
          data: new TextEncoder().encode('hi'),
        },
      ],
      0,
      other,
    )
    expect(
      describeSolanaRequest(
        { method: 'solana_signTransaction', params: { transaction } },
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        user,
      ),
    ).toMatchObject({
      title: 'Sign a transaction',
      rows: [
        { label: 'Send', value: `0.000000001 SOL to ${other}` },
        { label: 'Transaction', value: 'A transaction this screen cannot describe in full' },
        { label: 'Programs', value: `11111111111111111111111111111111, ${unknownProgram}` },
        { label: 'Account', value: user },
        { label: 'Network', value: 'Solana' },
        { label: 'Fee payer', value: other },
      ],
    })
  })

  it('refuses what is not the method’s parameters', () => {
    for (const params of [
      undefined,
      { transaction: 'not base64!' },
      { transaction: 'AAAA' },
      { transaction: wire([]).slice(0, 40) },
    ])
      expect(
        describeSolanaRequest({ method: 'solana_signTransaction', params }, local, user),
      ).toBeUndefined()
    expect(
      describeSolanaRequest(
        { method: 'solana_signMessage', params: { message: '0OIl', pubkey: user } },
        local,
        user,
      ),
    ).toBeUndefined()
    expect(describeSolanaRequest({ method: 'eth_sign', params: [] }, local, user)).toBeUndefined()
    expect(TOKEN_PROGRAM_ADDRESS).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
  })

  it('reads the signer a message names', () => {
    expect(solanaNamedAddress('solana_signMessage', { message: '2', pubkey: other })).toBe(other)
    expect(solanaNamedAddress('solana_signTransaction', { transaction: 'AA==' })).toBeUndefined()
  })
})

describe('amounts', () => {
  it('formats base units with their decimals', () => {
    expect(formatAmount(1_500_000_000n, 9)).toBe('1.5')
    expect(formatAmount(1n, 9)).toBe('0.000000001')
    expect(formatAmount(2_000_000_000n, 9)).toBe('2')
    expect(formatAmount(7n, 0)).toBe('7')
  })
})
