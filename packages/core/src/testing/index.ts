export {
  createTestAdapter,
  type TestAdapter,
  type TestAdapterOptions,
  testAddress,
} from './createTestAdapter'
export { createTestLatch } from './createTestLatch'
export { eip155TestNamespace } from './eip155TestNamespace'
export { memoryStorage } from './memoryStorage'
export { registerTestWallet } from './registerTestWallet'
export { testNamespace, testNamespaceNetwork } from './testNamespace'
export { testNetworks } from './testNetworks'
export {
  TestWalletRejection,
  type TestWalletSwitches,
  testWalletControls,
} from './testWalletControls'
