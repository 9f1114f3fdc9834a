import type { EIP1193Provider } from 'viem'
import type { Config } from 'wagmi'

/**
 * The connected wallet's EIP-1193 provider, for the lazy send and swap code: requests go straight to it (what
 * viem's wallet actions send for a wallet account), so those actions stay out of the first paint. `signMessage`
 * in evmAdapter.ts does the same inline: importing this there would add a first-paint chunk.
 */
export async function connectedProvider(config: Config): Promise<EIP1193Provider> {
  // wagmi's state read as its getConnection reads it: importing that action here puts wagmi's actions barrel in
  // the lazy chunks, which splits the first paint's shared chunk in two (+2 KB gzip).
  const { current, connections } = config.state
  const connector = current ? connections.get(current)?.connector : undefined
  if (!connector) throw new Error('No wallet is connected')
  return (await connector.getProvider()) as EIP1193Provider
}
