import type { Network, ProfileWalletsCapability } from '@latch/core'
import type { LoadedWallet } from '@latch/core/walletStandard'
import type { BitcoinSession } from './connection/createBitcoinConnection'

/** What the Bitcoin adapter's capability modules reach of it. */
export type BitcoinAdapterContext = {
  readonly networks: readonly Network[]
  /** The network requests go to when they name none. */
  activeNetwork(): Network
  /** Lists a wallet whose code loaded with a capability (WalletConnect's Bitcoin side). */
  listWallet(wallet: LoadedWallet): void
  /** The connected session, checked against `address` when given. */
  requireSession(address?: string): BitcoinSession
  /** The connection's several sessions at once (`bitcoinProfileWallets`), turned on by the first call. */
  profileWallets(): ProfileWalletsCapability
}
