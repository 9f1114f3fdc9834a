export {
  createFrameClient,
  type FrameClient,
  type FrameClientOptions,
  type FrameRequestOptions,
} from './createFrameClient'
export {
  createFrameHost,
  type FrameHandlerContext,
  type FrameHandlers,
  type FrameHost,
  type FrameHostOptions,
} from './createFrameHost'
export {
  type AppMessage,
  appEnvelope,
  appMessagePrefix,
  type FrameMessage,
  frameEnvelope,
  frameMessagePrefix,
} from './envelope'
export { abortedMessage, FrameError, type FrameErrorCode, rpcAbortedMessage } from './FrameError'
export {
  defaultFrameErrorMessage,
  type FrameErrorPayload,
  frameErrorPayload,
} from './frameErrorPayload'
export {
  type FrameNotificationName,
  type FrameNotificationPayload,
  type FrameNotifications,
  frameNotifications,
} from './frameNotifications'
export {
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameRequests,
  type FrameSuccessPayload,
  frameRequests,
} from './frameRequests'
export {
  frameLoadTimeoutMs,
  frameReadyDelayMs,
  frameRequestTimeoutMs,
  signOutWaitMs,
  timedFrameRequests,
} from './frameTiming'
export { type AccountType, accountType, type FrameUser, frameChainId, frameUser } from './frameUser'
export { type ParsedAppMessage, type ParseResult, parseAppMessage } from './parseAppMessage'
export { type ParsedFrameMessage, parseFrameMessage } from './parseFrameMessage'
export type { Scheduler } from './Scheduler'
export {
  readSocialResult,
  type SocialResultMessage,
  socialResultMessage,
  socialResultType,
} from './socialResult'
export type { MessageListenerTarget, TargetWindow } from './windows'
