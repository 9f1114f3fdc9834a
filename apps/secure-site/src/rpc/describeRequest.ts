import { formatUnits, isAddress, isHex } from 'viem'
import * as z from 'zod/mini'
import { chainInfo } from './chainInfo'
import { type BatchCall, describeCall, type TokenFacts } from './describeCall'
import { type DescribedMessage, describeMessage } from './describeMessage'
import { describeTypedData } from './describeTypedData'
import { said } from './said'
import type { ValueSentence, ValueUnit, ValueWords } from './ValueWords'

/**
 * One line of the approval screen: what, and its value as text; a value in words has them too, for the screen to
 * say it in the visitor's language (`value` is their English, behaviour.md §20.8).
 */
export type ApprovalRow = { label: string; value: string; words?: ValueWords }

/** What ApproveTransaction shows for a request, in plain words. */
export type ApprovalDescription = {
  /** In English; the screen says it in the visitor's language (its `labels`, or `titleArgs`). */
  title: string
  /** What a title names beside fixed words, for the screen to say in its language (behaviour.md §20). */
  titleArgs?: { primaryType: string } | { calls: number }
  rows: ApprovalRow[]
  /** A message to sign, shown whole (`personal_sign`). */
  message?: DescribedMessage
}

const address = z.string().check(z.refine((value) => isAddress(value, { strict: false })))
const quantity = z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)))
const data = z.optional(z.string().check(z.refine((value) => isHex(value))))

const personalSign = z.tuple([z.string(), address], z.unknown())
const signTypedData = z.tuple([address, z.unknown()])
const transaction = z.object({
  from: z.optional(address),
  to: z.optional(z.nullable(address)),
  value: quantity,
  data,
  input: data,
  chainId: quantity,
})
const sendTransaction = z.tuple([transaction], z.unknown())
const sendCalls = z.tuple(
  [
    z.object({
      from: z.optional(address),
      chainId: quantity,
      calls: z.array(z.object({ to: address, value: quantity, data })).check(z.minLength(1)),
    }),
  ],
  z.unknown(),
)

const grantPermissions = z.tuple(
  [
    z.object({
      chainId: z.optional(z.union([z.string(), z.number()])),
      expiry: z.number(),
      signer: z.object({ type: z.literal('account'), data: z.object({ address }) }),
      permissions: z.tuple([
        z.object({
          type: z.literal('erc20-token-periodic'),
          data: z.object({
            tokenAddress: address,
            periodAmount: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
            periodDuration: z.number(),
            justification: z.optional(z.string()),
          }),
        }),
      ]),
    }),
  ],
  z.unknown(),
)
const revokePermissions = z.tuple(
  [z.union([z.object({ permissionContext: z.string() }), z.object({ context: z.string() })])],
  z.unknown(),
)

/** A period in words: "a day", "every 2 days", "in all" (0: one period until the expiry). */
export function periodWords(seconds: number): ValueWords {
  if (seconds === 0) return { say: 'inAll' }
  const units: [number, ValueUnit, ValueSentence][] = [
    [604_800, 'week', 'perWeek'],
    [86_400, 'day', 'perDay'],
    [3600, 'hour', 'perHour'],
    [60, 'minute', 'perMinute'],
  ]
  const [size, unit, one] = units.find(([size]) => seconds % size === 0) ?? [1, 'second', undefined]
  if (seconds === size && one) return { say: one }
  return { say: 'every', args: { duration: { count: seconds / size, unit } } }
}

/** `0x…` bytes as their count; none reads "none". */
export function dataSize(hex: string | undefined): ValueWords {
  const bytes = hex ? (hex.length - 2) / 2 : 0
  return bytes === 0 ? { say: 'none' } : { count: bytes, unit: 'byte' }
}

/** A wei amount in the chain's coin, e.g. `0.5 ETH`. */
export function coinAmount(wei: bigint, chainId: number): ValueWords {
  const coin = chainInfo(chainId)?.coin
  if (!coin) return { say: 'nativeCoin', args: { amount: { amount: formatUnits(wei, 18) } } }
  return { amount: formatUnits(wei, coin.decimals), symbol: coin.symbol }
}

/** A chain by its name, or one we do not know by its id. */
export function chainName(chainId: number): ValueWords {
  return chainInfo(chainId)?.name ?? { say: 'chain', args: { id: String(chainId) } }
}

const networkRow = (chainId: number): ApprovalRow => ({
  label: 'Network',
  ...said(chainName(chainId)),
})

/**
 * The chain a request runs on: the one its transaction or batch names (`chainId`), else the wallet's. What the
 * screen names is what the server is asked to use.
 */
export function requestChainId(request: { method: string; params?: unknown }, chainId: number) {
  const first = Array.isArray(request.params) ? (request.params[0] as unknown) : undefined
  if (request.method !== 'eth_sendTransaction' && request.method !== 'wallet_sendCalls')
    return chainId
  const named = (first as { chainId?: unknown } | undefined)?.chainId
  if (typeof named !== 'string' || !/^0x[0-9a-fA-F]{1,13}$/.test(named)) return chainId
  return Number(BigInt(named))
}

/** What the screen read before it shows a batch (behaviour.md §6.5). */
export type BatchFacts = {
  /** The tokens the calls name, by lower-case address. */
  tokens?: ReadonlyMap<string, TokenFacts>
  /** The account's EIP-5792 `atomic` capability on the batch's chain, as the server answered. */
  atomic?: 'supported' | 'ready' | 'unsupported'
}

/**
 * The approval screen's content for a request that needs the user's consent (behaviour.md §6's unsafe methods that
 * Latch serves), or undefined when its parameters are not what the method takes (the request fails).
 * `chainId` is the chain the request runs on, unless the request names another.
 */
export function describeRequest(
  request: { method: string; params?: unknown },
  chainId: number,
  facts: BatchFacts = {},
): ApprovalDescription | undefined {
  switch (request.method) {
    case 'personal_sign': {
      const parsed = personalSign.safeParse(request.params)
      if (!parsed.success) return undefined
      const [message, account] = parsed.data
      return {
        title: 'Sign a message',
        rows: [{ label: 'Account', value: account }, networkRow(chainId)],
        message: describeMessage(message),
      }
    }
    case 'eth_signTypedData_v4': {
      const parsed = signTypedData.safeParse(request.params)
      if (!parsed.success) return undefined
      const [account, typedData] = parsed.data
      const described = describeTypedData(typedData)
      if (!described) return undefined
      return {
        title: `Sign ${described.primaryType}`,
        titleArgs: { primaryType: described.primaryType },
        rows: [{ label: 'Account', value: account }, ...described.rows],
      }
    }
    case 'eth_sendTransaction': {
      const parsed = sendTransaction.safeParse(request.params)
      if (!parsed.success) return undefined
      const [tx] = parsed.data
      const chain = requestChainId(request, chainId)
      return {
        title: tx.to ? 'Send a transaction' : 'Create a contract',
        rows: [
          { label: 'Amount', ...said(coinAmount(BigInt(tx.value ?? '0x0'), chain)) },
          tx.to ? { label: 'To', value: tx.to } : { label: 'To', ...said({ say: 'newContract' }) },
          networkRow(chain),
          { label: 'Data', ...said(dataSize(tx.data ?? tx.input)) },
          ...(tx.from ? [{ label: 'From', value: tx.from }] : []),
        ],
      }
    }
    case 'wallet_sendCalls': {
      const parsed = sendCalls.safeParse(request.params)
      if (!parsed.success) return undefined
      const [{ calls, from }] = parsed.data
      const chain = requestChainId(request, chainId)
      const total = calls.reduce((sum, call) => sum + BigInt(call.value ?? '0x0'), 0n)
      const tokens = facts.tokens ?? new Map()
      // behaviour.md §6.5: every call in words, and how the batch runs.
      return {
        title: calls.length === 1 ? 'Send a transaction' : `Approve ${calls.length} calls at once`,
        ...(calls.length === 1 ? {} : { titleArgs: { calls: calls.length } }),
        rows: [
          { label: 'Total amount', ...said(coinAmount(total, chain)) },
          networkRow(chain),
          ...calls.map((call, index) => {
            const { action, words } = describeCall(call as BatchCall, chain, tokens)
            return {
              label: calls.length === 1 ? action : `${index + 1}. ${action}`,
              ...said(words),
            }
          }),
          ...(facts.atomic && calls.length > 1
            ? [
                {
                  label: 'Runs',
                  ...said({
                    say: facts.atomic === 'unsupported' ? 'oneAfterAnother' : 'allOrNone',
                  }),
                },
              ]
            : []),
          ...(facts.atomic === 'ready'
            ? [{ label: 'Account upgrade', ...said({ say: 'accountUpgrade' }) }]
            : []),
          ...(from ? [{ label: 'From', value: from }] : []),
        ],
      }
    }
    case 'wallet_grantPermissions': {
      const parsed = grantPermissions.safeParse(request.params)
      if (!parsed.success) return undefined
      const [{ expiry, signer, permissions }] = parsed.data
      const [{ data: permission }] = permissions
      const token = facts.tokens?.get(permission.tokenAddress.toLowerCase())
      const amount = BigInt(permission.periodAmount)
      const limit: ValueWords = token
        ? { amount: formatUnits(amount, token.decimals), symbol: token.symbol }
        : {
            plural: 'unitsOf',
            count: amount.toString(),
            args: { address: permission.tokenAddress },
          }
      // behaviour.md §6.6: the limit, its period, the end and who acts, in plain words.
      return {
        title: 'Let this app spend for you',
        rows: [
          {
            label: 'Spending limit',
            ...said({
              say: 'limit',
              args: { limit, period: periodWords(permission.periodDuration) },
            }),
          },
          { label: 'Until', ...said({ utc: expiry * 1000 }) },
          networkRow(chainId),
          { label: 'Without asking', ...said({ say: 'withoutAsking' }) },
          { label: 'Session', value: signer.data.address },
          ...(permission.justification
            ? [{ label: 'Reason given', value: permission.justification }]
            : []),
        ],
      }
    }
    case 'wallet_revokePermissions': {
      const parsed = revokePermissions.safeParse(request.params)
      if (!parsed.success) return undefined
      const [first] = parsed.data
      const context = 'permissionContext' in first ? first.permissionContext : first.context
      return {
        title: 'Revoke a session',
        rows: [
          { label: 'Session', value: context },
          networkRow(chainId),
          { label: 'After this', ...said({ say: 'noLongerSpends' }) },
        ],
      }
    }
    default:
      return undefined
  }
}
