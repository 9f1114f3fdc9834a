import type { Network } from './Network'

/** The explorer page of an address, when the network has an explorer (spec §3 addressExplorerUrl). */
export function addressExplorerUrl(
  network: Network | undefined,
  address: string,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!base) return undefined
  return `${base.replace(/\/+$/, '')}/address/${address}`
}
