export {
  createTestAdapter,
  type TestAdapter,
  type TestAdapterOptions,
  testAddress,
} from './createTestAdapter'
export { createTestLatch } from './createTestLatch'
export { memoryStorage } from './memoryStorage'
export { testNetworks } from './testNetworks'
