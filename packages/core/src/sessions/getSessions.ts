import { createLatchApiRequest } from '../api/createLatchApiRequest'
import { isObject } from '../api/isObject'
import { walletFailureOf } from '../batch/walletFailureOf'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import type { LatchError } from '../errors/LatchError'

/** A session of the connected account as the server lists it (`GET /v1/sessions/{account}`, behaviour.md §6.6). */
export type SessionListing = {
  /** The permission context. */
  context: string
  status: 'active' | 'expired' | 'revoked'
  token: string
  periodAmount: bigint
  periodDuration: number
  /** Seconds since the epoch. */
  expiry: number
  /** What it may still spend in its period, as the chain says (absent when the server could not read it). */
  available?: bigint | undefined
}

export type GetSessionsResult =
  | { status: 'success'; sessions: SessionListing[] }
  | { status: 'failed'; error: LatchError }

const hexQuantity = (value: unknown) =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value) ? BigInt(value) : undefined

/** One entry of the server's answer, or undefined when it is not what a session looks like. */
function listingOf(entry: unknown): SessionListing | undefined {
  if (!isObject(entry) || typeof entry.pci !== 'string' || !Array.isArray(entry.permissions))
    return undefined
  const [permission] = entry.permissions as unknown[]
  const data = isObject(permission) && isObject(permission.data) ? permission.data : undefined
  const periodAmount = hexQuantity(data?.periodAmount)
  const status = entry.status
  if (
    !data ||
    typeof data.tokenAddress !== 'string' ||
    periodAmount === undefined ||
    typeof data.periodDuration !== 'number' ||
    typeof entry.expiry !== 'number' ||
    (status !== 'active' && status !== 'expired' && status !== 'revoked')
  )
    return undefined
  return {
    context: entry.pci,
    status,
    token: data.tokenAddress,
    periodAmount,
    periodDuration: data.periodDuration,
    expiry: entry.expiry,
    available: hexQuantity(entry.available),
  }
}

/** The connected account's sessions for this app's project, newest first, from the Latch server at `apiUrl`. */
export async function getSessions(latch: Latch): Promise<GetSessionsResult> {
  const account = getAccount(latch)
  const { apiUrl, projectId } = latch.options
  if (!account.isConnected || !account.address || !account.caipNetwork || !apiUrl || !projectId)
    return { status: 'success', sessions: [] }
  try {
    const answer = await createLatchApiRequest({ apiUrl, projectId })(
      `/v1/sessions/${account.caipNetwork.caipNetworkId}:${account.address}`,
    )
    const sessions = isObject(answer) && Array.isArray(answer.sessions) ? answer.sessions : []
    return {
      status: 'success',
      sessions: sessions.map(listingOf).filter((each) => each !== undefined),
    }
  } catch (cause) {
    return { status: 'failed', error: walletFailureOf(cause).error }
  }
}
