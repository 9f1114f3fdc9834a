/**
 * Where the smart account is offered: the networks the app lists (its `smartAccountNetworks` option, spec §9) that
 * the server also serves with a bundler and a paymaster; all of the server's when the app lists none.
 */
export function smartAccountNetworksOf(
  appNetworks: readonly number[] | undefined,
  serverNetworks: readonly number[],
): number[] {
  if (!appNetworks) return [...serverNetworks]
  return serverNetworks.filter((chainId) => appNetworks.includes(chainId))
}
