import type { CaipNetworkId, Network } from '@latch/core'
import {
  caipNetworkIdOfWalletChain,
  listsNetwork,
  type SolanaWalletChain,
} from '../networks/walletStandardChain'

export type AccountNetwork = {
  /** The app network the connection is on, when the account supports one. */
  network: Network | undefined
  /** What the connection reports: that network's id, else the account's own first known chain (unsupported). */
  caipNetworkId: CaipNetworkId | undefined
}

/**
 * The network of a Solana connection. Wallet Standard wallets have no "current network": the adapter keeps an
 * active one and the connection is on it when the account lists it, else on the first app network the account
 * lists. An account that lists none of the app's networks reports its first chain the adapter can name, so Latch
 * shows UnsupportedChain; one that names no chain at all reports none.
 */
export function accountNetwork(parameters: {
  /** The account's chains (the wallet's when the account lists none). */
  chains: readonly string[]
  networks: readonly Network[]
  active: Network | undefined
  walletChains?: Readonly<Record<string, SolanaWalletChain>> | undefined
}): AccountNetwork {
  const { chains, networks, active, walletChains } = parameters
  const supported = (network: Network) => listsNetwork(chains, network.caipNetworkId, walletChains)
  const network = active && supported(active) ? active : networks.find(supported)
  if (network) return { network, caipNetworkId: network.caipNetworkId }
  for (const chain of chains) {
    const caipNetworkId = chain.startsWith('solana:')
      ? (caipNetworkIdOfWalletChain(chain, walletChains) ?? genesisForm(chain))
      : undefined
    if (caipNetworkId) return { network: undefined, caipNetworkId: caipNetworkId as CaipNetworkId }
  }
  return { network: undefined, caipNetworkId: undefined }
}

/** A chain a wallet lists in CAIP-2 form already (`solana:<32 base58 characters>`). */
function genesisForm(chain: string): string | undefined {
  return /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(chain) ? chain : undefined
}
