import type { LatchFeature } from '@latch/core'
import { type AnalyticsOptions, analyticsFeature } from '@latch/core/analyticsFeature'

export { setAnalyticsConsent } from '@latch/core/analytics'

/**
 * Analytics and error reports to the Latch server (`apiUrl`, `projectId`; docs/analytics.md), consent-first, as an
 * app turns it on: `createLatch({ features: [analytics({ consent: () => banner.accepted })] })`. Nothing loads or is
 * sent before the visitor first opens the modal; an app that does not list it ships none of it. No views.
 */
export function analytics(option?: AnalyticsOptions): LatchFeature {
  return analyticsFeature(option)
}
