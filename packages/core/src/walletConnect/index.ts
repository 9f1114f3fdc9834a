/**
 * `@latch/core/walletConnect`: mobile wallets over WalletConnect and the wallet registry. Its own entry, so none
 * of it is part of an app's first paint until a WalletConnect view loads.
 */
export { connectWalletConnect } from './connectWalletConnect'
export {
  createRegistryClient,
  type RegistryClient,
  type RegistryQuery,
} from './createRegistryClient'
export {
  createWalletConnectClient,
  type WalletConnectClientOptions,
  type WalletConnectPart,
} from './createWalletConnectClient'
export { customWalletEntry, matchCustomWallets } from './customWalletEntry'
export { getRegistryWallets } from './getRegistryWallets'
export { hasRegistry } from './hasRegistry'
export { mobilePlatform } from './mobilePlatform'
export { preparePairing } from './preparePairing'
export type { RegistryPage, RegistryWallet } from './RegistryWallet'
export { rememberWalletLink, WALLET_LINK_STORAGE_KEY } from './rememberWalletLink'
export { selectRegistryWallet } from './selectRegistryWallet'
export {
  standardWalletConnectCapability,
  type WalletConnectSide,
} from './standardWalletConnectCapability'
export { walletAppLink } from './walletAppLink'
export { walletConnectIcon } from './walletConnectIcon'
export type { ChosenWallet, Pairing } from './walletConnectSlice'
export { walletDeepLink, walletStorePage } from './walletDeepLink'
