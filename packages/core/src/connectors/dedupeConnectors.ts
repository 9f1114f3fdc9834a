import type { Connector } from './Connector'

/** A connector's key: ids are an adapter's own, so two adapters may list the same one for different wallets' sides. */
const keyOf = (connector: Connector, value: string) => `${connector.namespace} ${value}`

/**
 * One entry per wallet in each namespace: connectors sharing an rdns are the same wallet. The announced (EIP-6963)
 * one wins over an injected or configured one, because its provider is the wallet's own; otherwise the first
 * listed wins. Connectors of different namespaces are never merged here (mergeNamespaceConnectors does that).
 */
export function dedupeConnectors(connectors: readonly Connector[]): Connector[] {
  const byRdns = new Map<string, Connector>()
  for (const connector of connectors) {
    if (!connector.rdns) continue
    const key = keyOf(connector, connector.rdns)
    const kept = byRdns.get(key)
    if (!kept || (connector.type === 'ANNOUNCED' && kept.type !== 'ANNOUNCED'))
      byRdns.set(key, connector)
  }
  const seenIds = new Set<string>()
  return connectors.filter((connector) => {
    const key = keyOf(connector, connector.id)
    if (seenIds.has(key)) return false
    if (connector.rdns && byRdns.get(keyOf(connector, connector.rdns)) !== connector) return false
    seenIds.add(key)
    return true
  })
}
