import type { ConnectionAccount, Network } from '@latch/core'
import {
  createStandardConnection,
  featureOf,
  type StandardConnection,
  type StandardSession,
  type WalletSources,
} from '@latch/core/walletStandard'
import type { BitcoinConnectFeature } from '../walletStandard/bitcoinFeatures'
import {
  type BitcoinAccount,
  connectPurposes,
  parseBitcoinAccounts,
} from '../walletStandard/parseBitcoinAccounts'
import { silentAccounts } from '../walletStandard/silentAccounts'
import { accountNetwork } from './accountNetwork'

type ConnectFeature = BitcoinConnectFeature['bitcoin:connect']

/** What a Bitcoin session holds of its wallet's accounts (behaviour.md: account index 0 payment, 1 ordinal). */
export type BitcoinAccounts = {
  /** Account index 0: the address the connection shows, balances and sends come from, and messages are signed by. */
  payment: BitcoinAccount
  /** Account index 1: where inscriptions are held; none when the wallet answered no ordinals account. */
  ordinal: BitcoinAccount | undefined
}

/** The connected wallet, its payment and ordinal accounts, and the network the connection is on. */
export type BitcoinSession = StandardSession<BitcoinAccounts>

export type BitcoinConnection = StandardConnection<BitcoinAccounts>

/** The first account of each purpose; a wallet that names no payment one pays from its first. */
function assign(accounts: BitcoinAccount[]): BitcoinAccounts | undefined {
  const payment = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
  if (!payment) return undefined
  return { payment, ordinal: accounts.find((account) => account.purpose === 'ordinals') }
}

/**
 * The Bitcoin connection: the shared Wallet Standard state machine (createStandardConnection) with Bitcoin's
 * parts: `bitcoin:connect` for a payment and an ordinal account, placed on the network its payment address is
 * spelled for (accountNetwork); the connection shows both accounts.
 */
export function createBitcoinConnection(options: {
  /** The app's Bitcoin networks, at least one. */
  networks: readonly [Network, ...Network[]]
  sources: WalletSources
  walletWaitMs: number
  silentConnectMs: number
}): BitcoinConnection {
  return createStandardConnection<BitcoinAccounts>({
    ...options,
    namespace: {
      name: 'Bitcoin',
      async connect(listed) {
        const feature = featureOf<ConnectFeature>(listed.wallet, 'bitcoin:connect', 'connect')
        const output = await feature?.connect({ purposes: [...connectPurposes] })
        return assign(parseBitcoinAccounts(output?.accounts, true))
      },
      silentAccounts: async (listed, timeoutMs) => assign(await silentAccounts(listed, timeoutMs)),
      changedAccounts: (value) => assign(parseBitcoinAccounts(value, false)),
      primary: (accounts) => accounts.payment,
      connectionAccounts(accounts) {
        const shown: ConnectionAccount[] = [
          { address: accounts.payment.address, purpose: 'payment' },
        ]
        if (accounts.ordinal) shown.push({ address: accounts.ordinal.address, purpose: 'ordinal' })
        return shown
      },
      holds: (accounts, address) =>
        address === accounts.payment.address || address === accounts.ordinal?.address,
      place: accountNetwork,
    },
  })
}
