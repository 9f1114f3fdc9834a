import { isChainNamespace } from '../caip/chainNamespace'
import type { ConnectionAuth } from './Connection'
import type { SavedWallet } from './SavedWallet'

/** What the app can reconnect: its namespaces, and each one's connector ids. */
export type SavedWalletsContext = {
  namespaces: readonly string[]
  /** Whether the namespace lists the connector (a connector a feature adds later counts once it is listed). */
  knowsConnector(namespace: string, connectorId: string): boolean
}

export type ParsedSavedWallets = {
  wallets: SavedWallet[]
  /**
   * Well-formed entries of a connector the app does not list now: a wallet that announces itself late (a slow
   * extension) or has been removed. Not reconnected on this page, but kept in storage (behaviour.md §4.3).
   */
  unlisted: SavedWallet[]
  warnings: string[]
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : undefined)

function parseAuth(value: unknown): ConnectionAuth | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { provider, username } = value as Record<string, unknown>
  const auth = { provider: optionalText(provider), username: optionalText(username) }
  return auth.provider || auth.username ? auth : undefined
}

/**
 * The saved connections from local storage's text. Storage is another party's (an older Latch, an extension, the
 * visitor's hands): truncated JSON, an entry of a namespace the app has no adapter for, or of a connector it does not
 * list, is left out with a warning, never thrown (behaviour.md §4.3), so the modal never shows blank. An entry of
 * a connector not listed now is returned apart, to be kept.
 */
export function parseSavedWallets(
  raw: string | null,
  context: SavedWalletsContext,
): ParsedSavedWallets {
  if (raw === null) return { wallets: [], unlisted: [], warnings: [] }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { wallets: [], unlisted: [], warnings: ['saved connections are not valid JSON'] }
  }
  if (!Array.isArray(value))
    return { wallets: [], unlisted: [], warnings: ['saved connections are not a list'] }
  const wallets: SavedWallet[] = []
  const unlisted: SavedWallet[] = []
  const warnings: string[] = []
  for (const entry of value) {
    const { namespace, connectorId, lastActiveAt, auth } = (entry ?? {}) as Record<string, unknown>
    if (
      typeof namespace !== 'string' ||
      typeof connectorId !== 'string' ||
      typeof lastActiveAt !== 'number' ||
      !Number.isFinite(lastActiveAt)
    ) {
      warnings.push('a saved connection is malformed')
      continue
    }
    if (!isChainNamespace(namespace) || !context.namespaces.includes(namespace)) {
      warnings.push(`a saved connection is of a namespace this app does not have: ${namespace}`)
      continue
    }
    if (!context.knowsConnector(namespace, connectorId)) {
      warnings.push(`a saved connection is of an unknown connector: ${connectorId}`)
      unlisted.push({ namespace, connectorId, lastActiveAt, auth: parseAuth(auth) })
      continue
    }
    if (wallets.some((w) => w.namespace === namespace && w.connectorId === connectorId)) continue
    wallets.push({ namespace, connectorId, lastActiveAt, auth: parseAuth(auth) })
  }
  return { wallets, unlisted, warnings }
}
