/**
 * The order in which reconnect tries connectors (behaviour.md §4): the most recently used first, then the other
 * recent ones by recency, then the rest in list order. Reconnect tries them one at a time.
 */
export function reconnectOrder(
  connectorIds: readonly string[],
  recentIds: readonly string[],
): string[] {
  const recent = recentIds.filter(
    (id, i) => connectorIds.includes(id) && recentIds.indexOf(id) === i,
  )
  return [...recent, ...connectorIds.filter((id) => !recent.includes(id))]
}
