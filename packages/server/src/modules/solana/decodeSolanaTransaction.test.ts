import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type DecodeContext, decodeSolanaTransaction } from './decodeSolanaTransaction'

// Wire-format answers of getTransaction(…, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }), as
// https://solana.com/docs/rpc/http/gettransaction documents them.

const network = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
const alice = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const bob = '2ojv9BAiHUrvsm9gxDe7fJSzbNZSJcxZvf8dqmWGHG8S'
const lusd = 'C96t1LAnvZJehRpqmcegwaKMTt6h3vscfJcqFs3hMmzB'
const junk = 'JunkJunkJunkJunkJunkJunkJunkJunkJunkJunkJunk'
const aliceLusd = 'Hx6LbkMHe69DYawhPyVNs8Apa6tyfogfzQV6a7XkwBUU'
const bobLusd = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm'
const system = '11111111111111111111111111111111'
const token = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ata = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const sig =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const blockTime = 1_763_870_400 // 2025-11-23T04:00:00Z

const key = (pubkey: string, signer = false) => ({
  pubkey,
  signer,
  source: 'transaction',
  writable: !signer,
})
const solTransfer = (source: string, destination: string, lamports: number) => ({
  parsed: { info: { destination, lamports, source }, type: 'transfer' },
  program: 'system',
  programId: system,
  stackHeight: null,
})
const amount = (mint: string, owner: string, raw: string, accountIndex: number) => ({
  accountIndex,
  mint,
  owner,
  programId: token,
  uiTokenAmount: { amount: raw, decimals: 6, uiAmount: Number(raw) / 1e6, uiAmountString: '' },
})
const frame = (
  signer: string,
  instructions: unknown[],
  meta: Record<string, unknown> = {},
  keys: string[] = [],
) => ({
  blockTime,
  slot: 430,
  meta: {
    err: null,
    fee: 5000,
    innerInstructions: [],
    logMessages: [],
    preBalances: [],
    postBalances: [],
    preTokenBalances: [],
    postTokenBalances: [],
    rewards: [],
    status: { Ok: null },
    ...meta,
  },
  transaction: {
    message: {
      accountKeys: [key(signer, true), ...keys.map((pubkey) => key(pubkey))],
      instructions,
      recentBlockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N',
    },
    signatures: [sig],
  },
  version: 'legacy',
})

const context = (account: string): DecodeContext => ({
  account,
  caipNetworkId: network,
  signature: { signature: sig, blockTime: BigInt(blockTime), err: null },
  describeMint: (mint) =>
    mint === lusd
      ? { name: 'Latch USD', symbol: 'LUSD', listed: true }
      : { name: 'JunkJu…Junk', symbol: 'JunkJu…Junk', listed: false },
})

/** Alice sends Bob 25 LUSD to a new associated token account (createIdempotent, then transferChecked). */
const lusdToNewAccount = frame(
  alice,
  [
    {
      parsed: {
        info: {
          account: bobLusd,
          mint: lusd,
          source: alice,
          systemProgram: system,
          tokenProgram: token,
          wallet: bob,
        },
        type: 'createIdempotent',
      },
      program: 'spl-associated-token-account',
      programId: ata,
      stackHeight: null,
    },
    {
      parsed: {
        info: {
          authority: alice,
          destination: bobLusd,
          mint: lusd,
          source: aliceLusd,
          tokenAmount: { amount: '25000000', decimals: 6, uiAmount: 25, uiAmountString: '25' },
        },
        type: 'transferChecked',
      },
      program: 'spl-token',
      programId: token,
      stackHeight: null,
    },
  ],
  {
    innerInstructions: [
      {
        index: 0,
        instructions: [
          {
            parsed: {
              info: {
                lamports: 2039280,
                newAccount: bobLusd,
                owner: token,
                source: alice,
                space: 165,
              },
              type: 'createAccount',
            },
            program: 'system',
            programId: system,
            stackHeight: 2,
          },
        ],
      },
    ],
    preTokenBalances: [amount(lusd, alice, '1000000000', 1)],
    postTokenBalances: [amount(lusd, alice, '975000000', 1), amount(lusd, bob, '25000000', 2)],
  },
  [aliceLusd, bobLusd, bob],
)

describe('decodeSolanaTransaction', () => {
  it('reads a SOL transfer as a send for the sender and a receive for the recipient', () => {
    const sent = frame(alice, [solTransfer(alice, bob, 1_500_000_000)], {}, [bob, system])
    expect(decodeSolanaTransaction(sent, context(alice))).toEqual({
      spam: false,
      transaction: {
        id: `${network}:${sig}`,
        metadata: {
          operationType: 'send',
          hash: sig,
          chain: network,
          minedAt: '2025-11-23T04:00:00.000Z',
          sentFrom: alice,
          sentTo: bob,
          status: 'confirmed',
          nonce: 0,
        },
        transfers: [
          {
            direction: 'out',
            quantity: { numeric: '1.5' },
            fungible_info: { name: 'Solana', symbol: 'SOL', icon: null },
          },
        ],
      },
    })
    const received = decodeSolanaTransaction(sent, context(bob)).transaction
    expect(received.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: alice,
      sentTo: bob,
    })
    expect(received.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '1.5' } }),
    ])
  })

  it('reads an SPL transferChecked from the owners’ balance changes, not the rent of the new account', () => {
    const sent = decodeSolanaTransaction(lusdToNewAccount, context(alice)).transaction
    expect(sent.metadata).toMatchObject({ operationType: 'send', sentFrom: alice, sentTo: bob })
    expect(sent.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '25' },
        fungible_info: { name: 'Latch USD', symbol: 'LUSD', icon: null },
      },
    ])
    const received = decodeSolanaTransaction(lusdToNewAccount, context(bob))
    expect(received.spam).toBe(false)
    expect(received.transaction.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: alice,
      sentTo: bob,
    })
    expect(received.transaction.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '25' } }),
    ])
  })

  it('reads the same answer through @solana/kit (integers as bigints)', () => {
    const kitShaped = JSON.parse(JSON.stringify(lusdToNewAccount), (name, value) =>
      typeof value === 'number' && !['decimals', 'uiAmount', 'accountIndex'].includes(name)
        ? BigInt(value)
        : value,
    )
    expect(decodeSolanaTransaction(kitShaped, context(alice))).toEqual(
      decodeSolanaTransaction(lusdToNewAccount, context(alice)),
    )
  })

  it('marks a failed transaction failed and shows what it tried', () => {
    const failed = frame(alice, [solTransfer(alice, bob, 5)], {
      err: { InstructionError: [0, { Custom: 1 }] },
      status: { Err: { InstructionError: [0, { Custom: 1 }] } },
    })
    const { transaction } = decodeSolanaTransaction(failed, context(alice))
    expect(transaction.metadata.status).toBe('failed')
    expect(transaction.transfers).toEqual([
      expect.objectContaining({ direction: 'out', quantity: { numeric: '0.000000005' } }),
    ])
  })

  it('reads a transfer to oneself as self, and a program’s inner transfer to the account as in', () => {
    const self = decodeSolanaTransaction(
      frame(alice, [solTransfer(alice, alice, 1)]),
      context(alice),
    )
    expect(self.transaction.transfers.map((t) => t.direction)).toEqual(['self'])
    expect(self.transaction.metadata).toMatchObject({ sentFrom: alice, sentTo: alice })
    const program = 'Prog1111111111111111111111111111111111111111'
    const inner = frame(
      bob,
      [{ accounts: [bob, alice], data: '3Bxs4h24hBtQy9rw', programId: program, stackHeight: null }],
      {
        innerInstructions: [{ index: 0, instructions: [solTransfer(bob, alice, 2_000_000_000)] }],
      },
    )
    expect(decodeSolanaTransaction(inner, context(alice)).transaction).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: bob },
      transfers: [{ direction: 'in', quantity: { numeric: '2' } }],
    })
  })

  it('shows a transaction that moved nothing of the account as execute, naming the program', () => {
    const program = 'Prog1111111111111111111111111111111111111111'
    const call = frame(alice, [
      { accounts: [alice], data: '', programId: program, stackHeight: null },
    ])
    expect(decodeSolanaTransaction(call, context(alice)).transaction).toMatchObject({
      metadata: { operationType: 'execute', sentFrom: alice, sentTo: program, status: 'confirmed' },
      transfers: [],
    })
  })

  it('sums the account’s token accounts of one mint and leaves other owners’ changes out', () => {
    const swapLike = frame(alice, [], {
      preTokenBalances: [
        amount(lusd, alice, '100', 1),
        amount(lusd, alice, '50', 2),
        amount(lusd, bob, '0', 3),
      ],
      postTokenBalances: [
        amount(lusd, alice, '0', 1),
        amount(lusd, alice, '120', 2),
        amount(lusd, bob, '30', 3),
      ],
    })
    expect(decodeSolanaTransaction(swapLike, context(alice)).transaction).toMatchObject({
      metadata: { sentTo: bob },
      transfers: [{ direction: 'out', quantity: { numeric: '0.00003' } }],
    })
  })

  it('calls an unlisted mint the account did not sign for spam, and not when the account sent it', () => {
    const airdrop = frame(bob, [], {
      preTokenBalances: [amount(junk, bob, '1000000', 1)],
      postTokenBalances: [amount(junk, bob, '0', 1), amount(junk, alice, '1000000', 2)],
    })
    const received = decodeSolanaTransaction(airdrop, context(alice))
    expect(received.spam).toBe(true)
    expect(received.transaction.transfers[0]?.fungible_info).toEqual({
      name: 'JunkJu…Junk',
      symbol: 'JunkJu…Junk',
      icon: null,
    })
    expect(decodeSolanaTransaction(airdrop, context(bob)).spam).toBe(false)
    // SOL costs the sender real coin: never spam.
    expect(
      decodeSolanaTransaction(frame(bob, [solTransfer(bob, alice, 1)]), context(alice)).spam,
    ).toBe(false)
  })

  it('shows what it cannot read from the signature entry, with no transfers', () => {
    for (const raw of [null, undefined, 'text', 42, {}, { transaction: { message: {} } }]) {
      expect(
        decodeSolanaTransaction(raw, {
          ...context(alice),
          signature: { signature: sig, err: { InsufficientFundsForFee: null } },
        }).transaction,
      ).toEqual({
        id: `${network}:${sig}`,
        metadata: {
          operationType: 'execute',
          hash: sig,
          chain: network,
          minedAt: '',
          sentFrom: '',
          sentTo: '',
          status: 'failed',
          nonce: 0,
        },
        transfers: [],
      })
    }
  })

  it('leaves out what a hostile mint or malformed entry claims, keeping the rest', () => {
    const hostile = frame(
      bob,
      [
        solTransfer(bob, alice, 7),
        {
          parsed: { type: 'transfer', info: { source: bob, destination: alice, lamports: -5 } },
          program: 'system',
        },
      ],
      {
        preTokenBalances: [
          { ...amount(junk, alice, '0', 1), uiTokenAmount: { amount: '0', decimals: 300 } },
          { ...amount(lusd, alice, '0', 2), uiTokenAmount: { amount: 'lots', decimals: 6 } },
          { mint: '0xnot-base58', owner: alice, uiTokenAmount: { amount: '1', decimals: 0 } },
        ],
        postTokenBalances: [
          { ...amount(junk, alice, '5', 1), uiTokenAmount: { amount: '5', decimals: 300 } },
          'garbage',
        ],
      },
    )
    expect(decodeSolanaTransaction(hostile, context(alice)).transaction.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '0.000000007' } }),
    ])
  })

  it('reads the transaction’s own outcome over the signature entry’s, and a time no date can hold as unknown', () => {
    const succeeded = frame(alice, [solTransfer(alice, bob, 1)])
    const entryFailed = { ...context(alice), signature: { signature: sig, err: { Custom: 1 } } }
    expect(decodeSolanaTransaction(succeeded, entryFailed).transaction.metadata.status).toBe(
      'confirmed',
    )
    for (const blockTime of [10n ** 30n, 9_000_000_000_000])
      expect(
        decodeSolanaTransaction({ ...succeeded, blockTime }, context(alice)).transaction.metadata
          .minedAt,
      ).toBe('')
  })

  it('never throws, whatever the node answers', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.jsonValue(),
          fc.record({ blockTime: fc.anything(), meta: fc.anything(), transaction: fc.anything() }),
        ),
        (raw) => {
          const { transaction } = decodeSolanaTransaction(raw, context(alice))
          expect(transaction.id).toBe(`${network}:${sig}`)
          expect(Array.isArray(transaction.transfers)).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
    // Well-formed frames with hostile values where the decoder computes (times, amounts, decimals).
    fc.assert(
      fc.property(
        fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.double(), fc.constant(null)),
        fc.array(
          fc.record({
            mint: fc.constantFrom(lusd, junk),
            owner: fc.constantFrom(alice, bob),
            uiTokenAmount: fc.record({
              amount: fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String), fc.string()),
              decimals: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double()),
            }),
          }),
          { maxLength: 6 },
        ),
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        (blockTime, balances, lamports) => {
          const raw = {
            ...frame(alice, [solTransfer(alice, bob, 1)], {
              preTokenBalances: balances.slice(0, 3),
              postTokenBalances: balances.slice(3),
            }),
            blockTime,
          }
          raw.transaction.message.instructions.push(
            solTransfer(bob, alice, 0) as never,
            {
              ...solTransfer(bob, alice, 0),
              parsed: { type: 'transfer', info: { source: bob, destination: alice, lamports } },
            } as never,
          )
          const { transaction } = decodeSolanaTransaction(raw, context(alice))
          for (const transfer of transaction.transfers)
            expect(transfer.quantity.numeric).toMatch(/^\d+(\.\d+)?$/)
        },
      ),
      { numRuns: 300 },
    )
  })
})
