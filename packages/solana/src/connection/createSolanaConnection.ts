import type { Network } from '@latch/core'
import {
  createStandardConnection,
  featureOf,
  type StandardConnection,
  type StandardSession,
  silentConnect,
  type WalletSources,
} from '@latch/core/walletStandard'
import type { StandardConnectFeature } from '@wallet-standard/features'
import type { SolanaWalletChain } from '../networks/walletStandardChain'
import {
  parseStandardAccounts,
  type StandardAccount,
} from '../walletStandard/parseStandardAccounts'
import { accountNetwork } from './accountNetwork'

type ConnectFeature = StandardConnectFeature['standard:connect']

/** What a Solana session holds of its wallet's accounts: the one connected. */
export type SolanaAccounts = { account: StandardAccount }

/** The connected wallet and account, and the network the connection is on. */
export type SolanaSession = StandardSession<SolanaAccounts>

export type SolanaConnection = StandardConnection<SolanaAccounts>

/** The first account a wallet answered: a Solana connection holds one. */
const firstOf = (accounts: StandardAccount[]): SolanaAccounts | undefined =>
  accounts[0] && { account: accounts[0] }

/**
 * The Solana connection: the shared Wallet Standard state machine (createStandardConnection) with Solana's parts,
 * `standard:connect` and one account, placed on the networks its account lists (accountNetwork).
 */
export function createSolanaConnection(options: {
  /** The app's Solana networks, at least one. */
  networks: readonly [Network, ...Network[]]
  walletChains: Readonly<Record<string, SolanaWalletChain>>
  sources: WalletSources
  walletWaitMs: number
  silentConnectMs: number
}): SolanaConnection {
  const { walletChains, ...rest } = options
  return createStandardConnection<SolanaAccounts>({
    ...rest,
    namespace: {
      name: 'Solana',
      async connect(listed) {
        const feature = featureOf<ConnectFeature>(listed.wallet, 'standard:connect', 'connect')
        return firstOf(parseStandardAccounts((await feature?.connect())?.accounts))
      },
      silentAccounts: async (listed, timeoutMs) =>
        firstOf(await silentConnect(listed, timeoutMs, parseStandardAccounts)),
      // The account connected stays while the wallet still lists it; else the wallet's first.
      changedAccounts(value, current) {
        const parsed = parseStandardAccounts(value)
        return firstOf(
          parsed.filter((account) => account.address === current.account.address).concat(parsed),
        )
      },
      primary: (accounts) => accounts.account,
      holds: (accounts, address) => accounts.account.address === address,
      place: ({ chains, networks, active }) =>
        accountNetwork({ chains, networks, active, walletChains }),
    },
  })
}
