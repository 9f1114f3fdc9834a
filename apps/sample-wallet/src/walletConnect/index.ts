export {
  createWalletConnectWallet,
  type DappMetadata,
  type PendingProposal,
  type PendingRequest,
  type WalletConnectWallet,
  type WalletSession,
} from './createWalletConnectWallet'
export { handleSessionRequest, signingMethods } from './handleSessionRequest'
export { memoryKeyValueStorage } from './memoryKeyValueStorage'
export type { WalletConnectWalletOptions } from './walletOptions'
