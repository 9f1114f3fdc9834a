export {
  createTestAdapter,
  type TestAdapter,
  type TestAdapterOptions,
  testAddress,
} from './createTestAdapter'
export { createTestLatch } from './createTestLatch'
export { eip155TestNamespace } from './eip155TestNamespace'
export { memoryStorage } from './memoryStorage'
export { testNamespace, testNamespaceNetwork } from './testNamespace'
export { testNetworks } from './testNetworks'
