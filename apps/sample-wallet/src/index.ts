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
export type { StorageLike, WalletState } from './walletState'
