import {
  parseStandardWallet as parseWallet,
  type StandardWallet,
  type StandardWalletRule,
} from '@latch/core/walletStandard'

export type { StandardWallet }

export const walletIdPrefix = 'wallet-standard:'

/** A Solana wallet lists a `solana:*` chain and has `standard:connect` and `standard:events`. */
export const solanaWalletRule: StandardWalletRule = {
  idPrefix: walletIdPrefix,
  isChain: (chain) => typeof chain === 'string' && chain.startsWith('solana:'),
  features: [
    ['standard:connect', 'connect'],
    ['standard:events', 'on'],
  ],
}

/**
 * Validates a registered Wallet Standard wallet as a Solana one (solanaWalletRule), which any script on the page can
 * register: anything else, including an object whose getters throw, is dropped (parseStandardWallet of
 * `@latch/core/walletStandard`).
 */
export function parseStandardWallet(candidate: unknown): StandardWallet | undefined {
  return parseWallet(candidate, solanaWalletRule)
}
