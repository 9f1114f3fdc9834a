import type { CaipNetworkId } from '../caip/caipNetworkId'
import { parseCaipNetworkId } from '../caip/caipNetworkId'
import { descriptorOf } from '../connection/descriptorOf'
import type { Latch } from '../createLatch'
import { createSiwxApiClient } from './createSiwxApiClient'
import type { LatchSiwxOptions, SiwxConfig, SiwxMessageData } from './SiwxConfig'
import { siwxMessageText } from './siwxMessageText'
import { siwxSessionStore } from './siwxSessionStore'

/**
 * Sign-in backed by the Latch server at `apiUrl` (behaviour.md §12): the server issues the nonce, verifies the signed
 * message and answers a session token, kept in the browser and checked with the server when read back (a revoked
 * or expired one asks again). The message text is the namespace's siwx capability's (EIP-4361 for EVM), else CAIP-122.
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
  // One session per account, however its address is spelled (EVM's case is a checksum; base58's is not).
  const key = (chainId: CaipNetworkId, address: string) => {
    const descriptor = descriptorOf(latch, parseCaipNetworkId(chainId).namespace)
    return `${chainId}:${descriptor ? descriptor.addressKey(address) : address}`
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
      const text = await siwxMessageText(latch, data)
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
