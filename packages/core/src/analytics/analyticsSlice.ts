export type AnalyticsSlice = {
  analytics: {
    /** The visitor's consent as the app last set it (`setAnalyticsConsent`); undefined: ask the app's option. */
    consent: boolean | undefined
  }
}

declare module '../features.js' {
  // The slice is there once the app lists analytics (`analyticsFeature`).
  interface FeatureState extends AnalyticsSlice {}
}
