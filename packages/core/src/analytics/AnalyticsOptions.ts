/** The app's options for analytics (docs/analytics.md, behaviour.md §7.7). */
export type AnalyticsOptions = {
  /** Off without unlisting the feature (a build flag, a setting); on by default once listed. */
  enabled?: boolean | undefined
  /**
   * The app's own consent (its banner): a function is asked before each event is kept and before each send; a
   * boolean is where `setAnalyticsConsent` starts. Granted by default, as the app turned analytics on.
   */
  consent?: boolean | (() => boolean) | undefined
  /**
   * Send the visitor's address with events; off by default. The server then keeps it, or a per-project keyed hash
   * of it, as the operator set the project.
   */
  sendAddresses?: boolean | undefined
}

declare module '../LatchOptions.js' {
  interface LatchOptions {
    /** Analytics and error reports to the Latch server's `POST /e` (behaviour.md §7.7): brought by `analytics()`. */
    analytics?: AnalyticsOptions | undefined
  }
}
