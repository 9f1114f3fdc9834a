import type { BitcoinWalletChain } from '@latch/bitcoin'

/** The dev stack's regtest ledger (CAIP-2: `bip122:` and the first 32 hex digits of its genesis hash). */
export const bitcoinRegtestChain = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/**
 * The Bitcoin chains the WalletConnect side serves, by CAIP-2 id (what sessions name), with the Wallet Standard
 * name the Bitcoin side signs for: its keys' addresses are regtest ones (`bcrt1…`).
 */
export const walletConnectBitcoinChains: Readonly<Record<string, BitcoinWalletChain>> = {
  [bitcoinRegtestChain]: 'bitcoin:regtest',
}
