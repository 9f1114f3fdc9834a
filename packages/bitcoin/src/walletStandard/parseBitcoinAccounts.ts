import { readAccounts } from '@latch/core/walletStandard'
import type { WalletAccount } from '@wallet-standard/base'
import { bitcoinNamespace } from '../addresses/bitcoinNamespace'
import { decodeBitcoinAddress } from '../addresses/decodeBitcoinAddress'
import { knownBitcoinChains } from '../networks/walletStandardChain'
import type { BitcoinAddressPurpose } from './bitcoinFeatures'

/** A wallet's account with its address as read once and checked (a getter could answer otherwise later). */
export type BitcoinAccount = {
  account: WalletAccount
  address: string
  purpose: BitcoinAddressPurpose
}

/** What Latch asks `bitcoin:connect` for: the payment account (index 0), then the ordinal one (index 1). */
export const connectPurposes: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

/**
 * The accounts a wallet answered that have a Bitcoin address, with the wallet's own objects (a wallet may check
 * that the account it is handed back is one of its own), each with its purpose: the one the account states, else
 * its place in a `bitcoin:connect` answer (`ordered`: the purposes' order), else its kind (P2TR holds ordinals).
 * Anything else is dropped.
 */
export function parseBitcoinAccounts(value: unknown, ordered: boolean): BitcoinAccount[] {
  return readAccounts(value, (account, index) => {
    const address: unknown = account.address
    if (typeof address !== 'string' || bitcoinNamespace.checkAddress(address).status !== 'valid')
      return undefined
    const stated: unknown = account.purpose
    const purpose: BitcoinAddressPurpose =
      stated === 'payment' || stated === 'ordinals'
        ? stated
        : ordered && connectPurposes[index]
          ? connectPurposes[index]
          : isTaproot(address)
            ? 'ordinals'
            : 'payment'
    return { account, address, purpose }
  })
}

function isTaproot(address: string): boolean {
  return Object.values(knownBitcoinChains).some(
    ({ format }) => decodeBitcoinAddress(address, format) === 'p2tr',
  )
}
