export { announceMalformedProviders } from './announceMalformedProviders'
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
  createWalletConnectWallet,
  type PendingProposal,
  type PendingRequest,
  type WalletSession,
} from './walletConnect/createWalletConnectWallet'
export type { StorageLike, WalletState } from './walletState'
