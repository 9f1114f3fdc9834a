import type { Network } from './Network'

/**
 * The explorer page of an address, when the network has an explorer (behaviour.md §3 addressExplorerUrl):
 * `/address/<a>` after the explorer's path, its query kept (Solana's explorers name the cluster there:
 * `?cluster=devnet`).
 */
export function addressExplorerUrl(
  network: Network | undefined,
  address: string,
): string | undefined {
  // The explorer's trailing slashes, before its query or at its end, become the address page's path.
  return network?.blockExplorers?.default.url.replace(/\/*(?=[?#]|$)/, `/address/${address}`)
}
