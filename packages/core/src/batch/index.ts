// `@latch/core/batch`: batching (EIP-5792), what only the app's batch hooks use, out of the main entry's first paint.

export type {
  BatchCall,
  BatchCapability,
  CallsStatus,
  SendCallsParameters,
  WalletCapabilities,
} from './BatchCapability'
export { callsStatusOf } from './callsStatusOf'
export { type GetCallsStatusResult, getCallsStatus } from './getCallsStatus'
export { type GetCapabilitiesResult, getCapabilities } from './getCapabilities'
export { type SendCallsResult, sendCalls } from './sendCalls'
