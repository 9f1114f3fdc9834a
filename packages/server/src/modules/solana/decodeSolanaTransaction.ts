import type { Transaction, TransactionTransfer } from '@latch/core'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { isSpamTransfer } from '../history/isSpamTransfer'
import { base58Address, parsedTransaction, systemTransfer, tokenBalance } from './solanaWire'

/** How the history names a mint (the operator's list, else the shortened mint; see solanaMints). */
export type DescribeMint = (mint: string) => { name: string; symbol: string; listed: boolean }

export type DecodeContext = {
  /** The account whose history this is. */
  account: string
  caipNetworkId: string
  /** From getSignaturesForAddress: what is shown when the transaction itself cannot be read. */
  signature: { signature: string; blockTime?: bigint | null | undefined; err: unknown }
  describeMint: DescribeMint
}

export type DecodedSolanaTransaction = {
  transaction: Transaction
  /** Only transfers of unlisted mints the account did not sign for (isSpamTransfer). */
  spam: boolean
}

const SOL = { name: 'Solana', symbol: 'SOL', icon: null }
const LAMPORT_DECIMALS = 9

type Transfer = {
  transfer: TransactionTransfer
  /** The other party; undefined when no one else's balance moved the other way. */
  counterparty: string | undefined
  /** A mint's transfer (spam rule); undefined for SOL. */
  mint?: { listed: boolean }
}

/**
 * A `getTransaction` (jsonParsed) answer as the history's Transaction, relative to `account`: SOL from the System
 * Program's transfers (top-level and inner; a failed transaction shows what it tried, marked failed), SPL tokens
 * (Token and Token-2022) from the account's token balance changes per mint (pre/postTokenBalances by owner,
 * which covers transfer, transferChecked and any program's moves). Something it cannot read is shown with no
 * transfers, never an error.
 */
export function decodeSolanaTransaction(
  raw: unknown,
  context: DecodeContext,
): DecodedSolanaTransaction {
  const { account, caipNetworkId, signature } = context
  const parsed = parsedTransaction.safeParse(raw)
  // The transaction's own meta when there is one (err null: it succeeded), else the signature entry's.
  const meta = parsed.success ? parsed.data.meta : undefined
  const failed = ((meta ? meta.err : signature.err) ?? null) !== null
  const blockTime = (parsed.success ? parsed.data.blockTime : undefined) ?? signature.blockTime
  const keys = parsed.success ? parsed.data.transaction.message.accountKeys : []
  const feePayer = keys[0]?.pubkey ?? ''
  const signedByAccount = keys.some(
    (key, index) => key.pubkey === account && (key.signer ?? index === 0),
  )
  const transfers = parsed.success
    ? [...solTransfers(parsed.data, account), ...tokenTransfers(parsed.data, context)]
    : []
  const first = transfers[0]
  const direction = first?.transfer.direction
  const transaction: Transaction = {
    id: `${caipNetworkId}:${signature.signature}`,
    metadata: {
      operationType:
        direction === undefined
          ? 'execute'
          : transfers.some(({ transfer }) => transfer.direction !== 'in')
            ? 'send'
            : 'receive',
      hash: signature.signature,
      chain: caipNetworkId as Transaction['metadata']['chain'],
      // Unknown time stays unknown (the client groups it apart), never "1970".
      minedAt: isoTime(blockTime),
      // Who the row names: the sender of what came in, the recipient of what went out.
      sentFrom:
        direction === 'in'
          ? (first?.counterparty ?? feePayer)
          : direction === undefined
            ? feePayer
            : account,
      sentTo:
        direction === 'out'
          ? (first?.counterparty ?? '')
          : direction === 'in' || direction === 'self'
            ? account
            : firstProgram(parsed.success ? parsed.data.transaction.message.instructions : []),
      status: failed ? 'failed' : 'confirmed',
      // Solana has no account nonce; the field is kept for the shape.
      nonce: 0,
    },
    transfers: transfers.map(({ transfer }) => transfer),
  }
  const spam =
    transfers.length > 0 &&
    transfers.every(({ mint }) =>
      isSpamTransfer({
        standard: mint ? 'erc20' : 'native',
        listed: mint?.listed ?? true,
        initiatedByAccount: signedByAccount,
      }),
    )
  return { transaction, spam }
}

type Parsed = Extract<ReturnType<typeof parsedTransaction.safeParse>, { success: true }>['data']

function solTransfers(transaction: Parsed, account: string): Transfer[] {
  const instructions = [
    ...transaction.transaction.message.instructions,
    ...(transaction.meta?.innerInstructions ?? []).flatMap((inner) => inner.instructions),
  ]
  return instructions.flatMap((instruction): Transfer[] => {
    const parsed = systemTransfer.safeParse(instruction)
    if (!parsed.success) return []
    const { source, destination, lamports } = parsed.data.parsed.info
    if (source !== account && destination !== account) return []
    const direction = source === destination ? 'self' : source === account ? 'out' : 'in'
    return [
      {
        transfer: {
          direction,
          quantity: { numeric: formatUnits(lamports, LAMPORT_DECIMALS) },
          fungible_info: SOL,
        },
        counterparty: direction === 'in' ? source : destination,
      },
    ]
  })
}

/** Balance changes per (mint, owner); the account's nonzero ones become transfers. */
function tokenTransfers(transaction: Parsed, context: DecodeContext): Transfer[] {
  const changes = new Map<
    string,
    { mint: string; owner: string; delta: bigint; decimals: number }
  >()
  const add = (entries: readonly unknown[] | null | undefined, sign: 1n | -1n) => {
    for (const entry of entries ?? []) {
      const parsed = tokenBalance.safeParse(entry)
      if (!parsed.success) continue
      const { mint, owner, uiTokenAmount } = parsed.data
      const key = `${mint}:${owner}`
      const change = changes.get(key) ?? {
        mint,
        owner,
        delta: 0n,
        decimals: uiTokenAmount.decimals,
      }
      change.delta += sign * uiTokenAmount.amount
      changes.set(key, change)
    }
  }
  add(transaction.meta?.preTokenBalances, -1n)
  add(transaction.meta?.postTokenBalances, 1n)
  const all = [...changes.values()]
  return all.flatMap((change): Transfer[] => {
    if (change.owner !== context.account || change.delta === 0n) return []
    const incoming = change.delta > 0n
    // The other side: the first other owner of the mint whose balance moved the opposite way.
    const counterparty = all.find(
      (other) =>
        other.mint === change.mint &&
        other.owner !== context.account &&
        (incoming ? other.delta < 0n : other.delta > 0n),
    )?.owner
    const described = context.describeMint(change.mint)
    return [
      {
        transfer: {
          direction: incoming ? 'in' : 'out',
          quantity: {
            numeric: formatUnits(incoming ? change.delta : -change.delta, change.decimals),
          },
          fungible_info: { name: described.name, symbol: described.symbol, icon: null },
        },
        counterparty,
        mint: { listed: described.listed },
      },
    ]
  })
}

/** A block time (Unix seconds) in ISO form; '' when unknown or past what a date can hold. */
function isoTime(seconds: bigint | null | undefined): string {
  if (seconds === null || seconds === undefined) return ''
  const date = new Date(Number(seconds) * 1000)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

/** The first instruction's program (what a transaction without transfers executed). */
function firstProgram(instructions: readonly unknown[]): string {
  const first = z.object({ programId: base58Address }).safeParse(instructions[0])
  return first.success ? first.data.programId : ''
}
