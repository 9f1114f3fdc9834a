export { announceMalformedProviders } from './announceMalformedProviders'
export {
  type BitcoinWalletOptions,
  type BitcoinWalletStore,
  bitcoinWalletChains,
  createBitcoinWallet,
  type SampleBitcoinWallet,
} from './bitcoin/createBitcoinWallet'
export {
  createSampleProvider,
  defaultSampleChains,
  type SampleChain,
  type SampleProvider,
  type SampleProviderOptions,
} from './createSampleProvider'
export {
  type InjectSampleWalletOptions,
  injectSampleWallet,
  type SampleWallet,
} from './injectSampleWallet'
export { ProviderRpcError, providerErrorCodes } from './providerError'
export { sampleWalletIcon } from './sampleWalletIcon'
export {
  createSolanaWallet,
  type SampleSolanaWallet,
  type SolanaWalletOptions,
  type SolanaWalletStore,
} from './solana/createSolanaWallet'
export { registerStandardWallet } from './solana/registerStandardWallet'
export {
  defaultSolanaRpcUrls,
  type SolanaWalletChain,
  solanaWalletChains,
} from './solana/solanaWalletChains'
export {
  createWalletConnectWallet,
  type PendingProposal,
  type PendingRequest,
  type WalletSession,
} from './walletConnect/createWalletConnectWallet'
export type { StorageLike, WalletState } from './walletState'
