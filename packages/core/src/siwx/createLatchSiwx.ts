import type { CaipNetworkId } from '../caip/caipNetworkId'
import { parseCaipNetworkId } from '../caip/caipNetworkId'
import type { Latch } from '../createLatch'
import { createSiwxApiClient } from './createSiwxApiClient'
import { formatCaip122Message } from './formatCaip122Message'
import type { LatchSiwxOptions, SiwxConfig, SiwxMessageData } from './SiwxConfig'
import { siwxSessionStore } from './siwxSessionStore'

/**
 * Sign-in backed by the Latch server at `apiUrl` (issue 12): the server issues the nonce, verifies the signed
 * message and answers a session token, kept in the browser and checked with the server when read back (a revoked
 * or expired one asks again). The message text is the namespace adapter's (EIP-4361 for EVM), else CAIP-122.
 */
export function createLatchSiwx(latch: Latch, options: LatchSiwxOptions): SiwxConfig {
  const { apiUrl, projectId, metadata } = latch.options
  if (!apiUrl || !projectId)
    throw new Error('Latch: siwx needs apiUrl and projectId (or a SiwxConfig of your own)')
  const api = createSiwxApiClient({ apiUrl, projectId })
  const storage =
    latch.options.storage === null
      ? undefined
      : (latch.options.storage ?? globalThis.localStorage ?? undefined)
  const sessions = siwxSessionStore(storage)
  // EVM addresses are case-insensitive (EIP-55 case is a checksum); base58 ones (Solana) are not.
  const key = (chainId: CaipNetworkId, address: string) =>
    `${chainId}:${parseCaipNetworkId(chainId).namespace === 'eip155' ? address.toLowerCase() : address}`

  const textOf = async (data: SiwxMessageData) => {
    const adapter = latch.adapters.find(
      (candidate) => candidate.namespace === parseCaipNetworkId(data.chainId).namespace,
    )
    return (await adapter?.formatSiwxMessage?.(data)) ?? formatCaip122Message(data)
  }

  return {
    getRequired: () => Boolean(options.required),
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    async createMessage({ accountAddress, chainId }) {
      const data: SiwxMessageData = {
        accountAddress,
        chainId,
        domain: location.host,
        uri: location.origin,
        version: '1',
        nonce: await api.nonce(),
        statement: options.statement ?? `Sign in to ${metadata.name}`,
        issuedAt: new Date().toISOString(),
      }
      const text = await textOf(data)
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const { token, session: verified } = await api.verify(session.message, session.signature)
      sessions.set(key(session.data.chainId, session.data.accountAddress), {
        ...session,
        token,
        expiresAt: verified.expiresAt,
      })
    },
    async getSessions(chainId, address) {
      const stored = sessions.get(key(chainId, address))
      if (!stored?.token) return []
      if (stored.expiresAt && Date.parse(stored.expiresAt) <= Date.now()) {
        sessions.remove(key(chainId, address))
        return []
      }
      // The server has the last word: a session revoked elsewhere is asked for again.
      if (!(await api.session(stored.token))) {
        sessions.remove(key(chainId, address))
        return []
      }
      return [stored]
    },
    async revokeSession(chainId, address) {
      const stored = sessions.get(key(chainId, address))
      sessions.remove(key(chainId, address))
      if (stored?.token) await api.revoke(stored.token)
    },
    async setSessions(list) {
      const byKey: Record<string, (typeof list)[number]> = {}
      for (const session of list)
        byKey[key(session.data.chainId, session.data.accountAddress)] = session
      sessions.replace(byKey)
    },
  }
}
