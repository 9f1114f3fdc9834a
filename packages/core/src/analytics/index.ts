export type {
  AnalyticsEventName,
  AnalyticsRecord,
  ConnectMethod,
  ErrorReportProps,
  TrackProps,
} from './AnalyticsEvent'
export type { AnalyticsOptions } from './AnalyticsOptions'
export type { AnalyticsSlice } from './analyticsSlice'
export { setAnalyticsConsent } from './setAnalyticsConsent'
