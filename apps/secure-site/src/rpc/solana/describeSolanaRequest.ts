import { getBase58Encoder, getBase64Encoder } from '@solana/kit'
import * as z from 'zod/mini'
import { describeMessage } from '../describeMessage'
import type { ApprovalDescription, ApprovalRow } from '../describeRequest'
import { said } from '../said'
import { type DecodedInstruction, decodeSolanaTransaction } from './decodeSolanaTransaction'
import { type SolanaChainId, solanaNetworkName } from './solanaChainId'

const systemProgram = '11111111111111111111111111111111'
const tokenPrograms = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** Fee settings only: nothing to approve in them. */
const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/), z.maxLength(8192))
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/), z.maxLength(16384))
const signMessage = z.object({ message: base58, pubkey: base58 })
const transaction = z.object({ transaction: base64 })

/** The methods the secure site shows on ApproveTransaction for a Solana network (WalletConnect's reference). */
export const solanaApprovalMethods = new Set([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
])

/** The signer a request names (`solana_signMessage`'s pubkey), to compare with the signed-in account. */
export function solanaNamedAddress(method: string, params: unknown): string | undefined {
  if (method !== 'solana_signMessage') return undefined
  const parsed = signMessage.safeParse(params)
  return parsed.success ? parsed.data.pubkey : undefined
}

/** Lamports or token base units as a decimal amount. */
export function formatAmount(value: bigint, decimals: number): string {
  if (decimals === 0) return value.toString()
  const text = value.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, -decimals)
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

const u32 = (data: Uint8Array, at: number) =>
  data.length >= at + 4 ? new DataView(data.buffer, data.byteOffset).getUint32(at, true) : undefined
const u64 = (data: Uint8Array, at: number) =>
  data.length >= at + 8
    ? new DataView(data.buffer, data.byteOffset).getBigUint64(at, true)
    : undefined

/** One instruction in words, `null` when it needs none (fees), undefined when we cannot say what it does. */
function describeInstruction(instruction: DecodedInstruction): ApprovalRow | null | undefined {
  const { programId, accounts, data } = instruction
  if (programId === computeBudgetProgram) return null
  if (programId === systemProgram && u32(data, 0) === 2 && data.length === 12) {
    const lamports = u64(data, 4)
    const to = accounts[1]
    if (lamports === undefined || !to) return undefined
    return {
      label: 'Send',
      ...said({
        say: 'sendTo',
        args: { amount: { amount: formatAmount(lamports, 9), symbol: 'SOL' }, to },
      }),
    }
  }
  if (tokenPrograms.has(programId)) {
    // Transfer (3): source, destination, owner; TransferChecked (12): source, mint, destination, owner.
    if (data[0] === 3 && data.length === 9) {
      const amount = u64(data, 1)
      const to = accounts[1]
      if (amount === undefined || !to) return undefined
      return {
        label: 'Send tokens',
        ...said({
          plural: 'solanaBaseUnits',
          count: amount.toString(),
          args: { to },
        }),
      }
    }
    if (data[0] === 12 && data.length === 10) {
      const amount = u64(data, 1)
      const [, mint, to] = accounts
      if (amount === undefined || !mint || !to) return undefined
      return {
        label: 'Send tokens',
        ...said({
          say: 'solanaTokens',
          args: { amount: { amount: formatAmount(amount, data[9] as number) }, mint, to },
        }),
      }
    }
    return undefined
  }
  if (programId === associatedTokenProgram) {
    // Create (empty data) or CreateIdempotent (1): payer, token account, owner, mint.
    const owner = accounts[2]
    const mint = accounts[3]
    if ((data.length === 0 || (data.length === 1 && (data[0] as number) <= 1)) && owner && mint)
      return {
        label: 'Create a token account',
        ...said({ say: 'tokenAccountOf', args: { mint, owner } }),
      }
    return undefined
  }
  return undefined
}

/** Base58 or base64 text as bytes (kit's codecs), or undefined when it is not that. */
function bytesOf(encoder: { encode(text: string): ArrayLike<number> }, text: string) {
  try {
    return new Uint8Array(encoder.encode(text))
  } catch {
    return undefined
  }
}

/**
 * The approval screen's content for a Solana request: a message's text (or its bytes in hex, when it is not
 * readable text), a transaction's SOL and token transfers; a transaction we cannot read all of is "a transaction"
 * with the programs it calls, so the visitor at least sees who it talks to. Undefined when the parameters are not
 * what the method takes (the request fails).
 */
export function describeSolanaRequest(
  request: { method: string; params?: unknown },
  chainId: SolanaChainId,
  account: string,
): ApprovalDescription | undefined {
  const network: ApprovalRow = { label: 'Network', value: solanaNetworkName(chainId) }
  switch (request.method) {
    case 'solana_signMessage': {
      const parsed = signMessage.safeParse(request.params)
      const bytes = parsed.success ? bytesOf(getBase58Encoder(), parsed.data.message) : undefined
      if (!parsed.success || !bytes) return undefined
      const hex = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
      const described = bytes.length
        ? describeMessage(hex)
        : { text: '', encoding: 'text' as const }
      return {
        title: 'Sign a message',
        rows: [{ label: 'Account', value: parsed.data.pubkey }, network],
        // Bytes that are not readable text are shown as hex, like an EVM message's.
        message: described,
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const parsed = transaction.safeParse(request.params)
      const bytes = parsed.success
        ? bytesOf(getBase64Encoder(), parsed.data.transaction)
        : undefined
      const decoded = bytes && decodeSolanaTransaction(bytes)
      if (!decoded) return undefined
      const rows = decoded.instructions.map(describeInstruction)
      const described = rows.filter((row): row is ApprovalRow => !!row)
      const understood = rows.every((row) => row !== undefined)
      const programs = [...new Set(decoded.instructions.map((each) => each.programId))]
      const sends = request.method === 'solana_signAndSendTransaction'
      return {
        title: sends ? 'Send a transaction' : 'Sign a transaction',
        rows: [
          ...(understood && described.length
            ? described
            : [
                ...described,
                { label: 'Transaction', ...said({ say: 'cannotDescribe' }) },
                {
                  label: programs.length === 1 ? 'Program' : 'Programs',
                  value: programs.join(', '),
                },
              ]),
          { label: 'Account', value: account },
          network,
          ...(decoded.signers[0] !== account
            ? [{ label: 'Fee payer', value: decoded.signers[0] as string }]
            : []),
        ],
      }
    }
    default:
      return undefined
  }
}
