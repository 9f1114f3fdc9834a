import {
  parseStandardWallet,
  type StandardWallet,
  type StandardWalletRule,
} from '@latch/core/walletStandard'
import { caipNetworkIdOfWalletChain } from '../networks/walletStandardChain'

/**
 * A Bitcoin Wallet Standard wallet. Its id, `bitcoin-wallet-standard:<name>`, is never the id of the same wallet's
 * Solana side (`wallet-standard:<name>`): a saved connection names the side it connected.
 */
export type BitcoinStandardWallet = StandardWallet

export const bitcoinWalletIdPrefix = 'bitcoin-wallet-standard:'

/** A Bitcoin wallet lists a Bitcoin chain (`bitcoin:mainnet`, … or a CAIP-2 `bip122` id) and has `bitcoin:connect`. */
export const bitcoinWalletRule: StandardWalletRule = {
  idPrefix: bitcoinWalletIdPrefix,
  isChain: (chain) => caipNetworkIdOfWalletChain(chain) !== undefined,
  features: [['bitcoin:connect', 'connect']],
}

/**
 * Validates a registered Wallet Standard wallet as a Bitcoin one (bitcoinWalletRule), which any script on the page
 * can register: anything else, including an object whose getters throw, is dropped (parseStandardWallet of
 * `@latch/core/walletStandard`).
 */
export function parseBitcoinWallet(candidate: unknown): BitcoinStandardWallet | undefined {
  return parseStandardWallet(candidate, bitcoinWalletRule)
}
