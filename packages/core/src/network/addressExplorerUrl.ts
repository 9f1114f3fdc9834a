import type { Network } from './Network'

/**
 * The explorer page of an address, when the network has an explorer (spec §3 addressExplorerUrl): `/address/<a>`
 * after the explorer's path, its query kept (Solana's explorers name the cluster there: `?cluster=devnet`).
 */
export function addressExplorerUrl(
  network: Network | undefined,
  address: string,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`
  return url.toString()
}
