import type { Connector } from './Connector'

/** The groups of the connector list, in the default order of behaviour.md §2. */
export const connectorGroups = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof connectorGroups)[number]

export type OrderConnectorsOptions = {
  /** Most recently used connector ids, most recent first. */
  recentIds?: readonly string[]
  /** Connector ids or rdns the app features, in the app's order. */
  featuredIds?: readonly string[]
  /** A configured group order that overrides the default; groups left out keep the default order after it. */
  order?: readonly ConnectorGroup[]
}

export function connectorGroup(
  connector: Connector,
  { recentIds = [], featuredIds = [] }: OrderConnectorsOptions,
): ConnectorGroup {
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (recentIds.includes(connector.id)) return 'recent'
  if (
    featuredIds.includes(connector.id) ||
    (connector.rdns && featuredIds.includes(connector.rdns))
  )
    return 'featured'
  if (connector.isCustom) return 'custom'
  if (connector.isRecommended) return 'recommended'
  if (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') return 'injected'
  return 'external'
}

/**
 * Orders the connector list by group; within a group, recent wallets by recency, featured wallets by the
 * app's order, the rest keep the order they were discovered in.
 */
export function orderConnectors(
  connectors: readonly Connector[],
  options: OrderConnectorsOptions = {},
): Connector[] {
  const order = [
    ...(options.order ?? []),
    ...connectorGroups.filter((g) => !options.order?.includes(g)),
  ]
  const rank = (connector: Connector) => {
    const group = order.indexOf(connectorGroup(connector, options))
    const within =
      group === order.indexOf('recent')
        ? (options.recentIds ?? []).indexOf(connector.id)
        : group === order.indexOf('featured')
          ? featuredIndex(connector, options.featuredIds ?? [])
          : 0
    return [group, within] as const
  }
  return connectors
    .map((connector, index) => ({ connector, index, rank: rank(connector) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .map(({ connector }) => connector)
}

function featuredIndex(connector: Connector, featuredIds: readonly string[]) {
  const byId = featuredIds.indexOf(connector.id)
  return byId >= 0 ? byId : featuredIds.indexOf(connector.rdns ?? '')
}
