// `@latch/react/batch`: batching (EIP-5792) as an app uses it: `useSendCalls`, `useCallsStatus`, `useCapabilities`.
// The app lists `evmBatch` (`@latch/evm/batch`) beside its adapter.
export { type UseCallsStatusReturn, useCallsStatus } from './useCallsStatus'
export { useCapabilities } from './useCapabilities'
export { type UseSendCallsReturn, useSendCalls } from './useSendCalls'
