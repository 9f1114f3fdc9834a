// `@latch/core/walletStandard`: the Wallet Standard plumbing adapter packages share (Solana's, Bitcoin's): wallet
// discovery, the connection's state machine, silent reconnects. Each namespace passes in what is its own.
export { chainsOf } from './chainsOf'
export {
  createStandardConnection,
  type SessionNetwork,
  type StandardConnection,
  type StandardNamespace,
  type StandardSession,
} from './createStandardConnection'
export { createWalletSources, type LoadedWallet, type WalletSources } from './createWalletSources'
export { featureOf } from './featureOf'
export {
  parseStandardWallet,
  type StandardWallet,
  type StandardWalletRule,
} from './parseStandardWallet'
export { readAccounts } from './readAccounts'
export { silentConnect } from './silentConnect'
export { standardAdapterPort } from './standardAdapterPort'
export { standardWallets, watchStandardWallets } from './watchStandardWallets'
