import type { CaipNetworkId, Network, ProfileWalletsCapability } from '@latch/core'
import type { LoadedWallet } from '@latch/core/walletStandard'
import type { WalletSession } from './connection/WalletSession'
import type { SolanaWalletChain } from './networks/walletStandardChain'

/** What the Solana adapter's capability modules reach of it. */
export type SolanaAdapterContext = {
  readonly networks: readonly Network[]
  readonly walletChains: Readonly<Record<string, SolanaWalletChain>>
  /** The CAIP-2 network requests go to when they name none. */
  activeNetwork(): CaipNetworkId
  listWallet(wallet: LoadedWallet): void
  /** The app's network of that id; throws for another. */
  appNetwork(network: Network): Network
  /** The connected session, for a request on `network` by `address` (checked when given). */
  walletSession(network: Network, address?: string): WalletSession
  /** The connection's several sessions at once (`solanaProfileWallets`), turned on by the first call. */
  profileWallets(): ProfileWalletsCapability
}
