import type { Connector } from './Connector'

const walletKey = (connector: Connector) => connector.name.trim().toLowerCase()

/**
 * One entry per wallet across namespaces (behaviour.md §14.2): connectors of different namespaces with the same name
 * are one wallet (EIP-6963 has an rdns, the Wallet Standard has none, so the name is what both sides share). The first
 * listed stays, carrying each namespace's connector in `namespaceConnectors`; connectors of the same namespace are
 * never merged (dedupeConnectors already kept one per wallet there).
 */
export function mergeNamespaceConnectors(connectors: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const group = groups.get(walletKey(connector))
    if (!group) groups.set(walletKey(connector), [connector])
    else if (!group.some((member) => member.namespace === connector.namespace))
      group.push(connector)
  }
  const merged: Connector[] = []
  for (const connector of connectors) {
    const group = groups.get(walletKey(connector)) ?? []
    if (group[0] === connector)
      merged.push(group.length > 1 ? { ...connector, namespaceConnectors: group } : connector)
    else if (!group.includes(connector)) merged.push(connector)
  }
  return merged
}

/** The connector of `entry`'s wallet in `namespace`, if the wallet has that side. */
export function connectorInNamespace(
  entry: Connector,
  namespace: Connector['namespace'],
): Connector | undefined {
  return (entry.namespaceConnectors ?? [entry]).find(
    (connector) => connector.namespace === namespace,
  )
}
