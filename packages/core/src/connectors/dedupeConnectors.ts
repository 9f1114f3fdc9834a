import type { Connector } from './Connector'

/**
 * One entry per wallet: connectors sharing an rdns are the same wallet. The announced (EIP-6963) one wins over
 * an injected or configured one, because its provider is the wallet's own; otherwise the first listed wins.
 */
export function dedupeConnectors(connectors: readonly Connector[]): Connector[] {
  const byRdns = new Map<string, Connector>()
  for (const connector of connectors) {
    if (!connector.rdns) continue
    const kept = byRdns.get(connector.rdns)
    if (!kept || (connector.type === 'ANNOUNCED' && kept.type !== 'ANNOUNCED'))
      byRdns.set(connector.rdns, connector)
  }
  const seenIds = new Set<string>()
  return connectors.filter((connector) => {
    if (seenIds.has(connector.id)) return false
    if (connector.rdns && byRdns.get(connector.rdns) !== connector) return false
    seenIds.add(connector.id)
    return true
  })
}
