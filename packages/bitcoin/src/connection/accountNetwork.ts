import type { CaipNetworkId, Network } from '@latch/core'
import { decodeBitcoinAddress } from '../addresses/decodeBitcoinAddress'
import { caipNetworkIdOfWalletChain, knownBitcoinChains } from '../networks/walletStandardChain'

export type AccountNetwork = {
  /** The app network the connection is on, when the account fits one. */
  network: Network | undefined
  /** What the connection reports: that network's id, else the account's own first known chain (unsupported). */
  caipNetworkId: CaipNetworkId | undefined
}

/**
 * The network of a Bitcoin connection. Wallet Standard wallets have no "current network": the adapter keeps an
 * active one, and the connection is on it when the account fits it, else on the first app network it fits. An
 * account fits a network when it lists the network's chain and its address is spelled for that network (a `bcrt1`
 * address is no mainnet account). One that fits none reports the first chain it lists that Latch can name and
 * its address is spelled for, so Latch shows UnsupportedChain.
 */
export function accountNetwork(parameters: {
  /** The account's chains (the wallet's when the account lists none). */
  chains: readonly string[]
  address: string
  networks: readonly Network[]
  active: Network | undefined
}): AccountNetwork {
  const { chains, address, networks, active } = parameters
  const spelled = (caipNetworkId: string) => {
    const format = knownBitcoinChains[caipNetworkId]?.format
    return format !== undefined && decodeBitcoinAddress(address, format) !== undefined
  }
  // The account's chains its address is spelled for: a wallet may list every chain and answer one's address.
  const own = chains
    .map(caipNetworkIdOfWalletChain)
    .filter((id): id is CaipNetworkId => id !== undefined && spelled(id))
  const fits = (network: Network) => own.includes(network.caipNetworkId)
  const network = active && fits(active) ? active : networks.find(fits)
  if (network) return { network, caipNetworkId: network.caipNetworkId }
  return { network: undefined, caipNetworkId: own[0] }
}
