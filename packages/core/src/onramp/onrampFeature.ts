import type { LatchFeature } from '../LatchFeature'
import { onrampProviderList } from './onrampProviderList'
import type { OnRampSlice } from './onrampSlice'

/** The on-ramp's option: the providers the app offers, by id (empty: every one the server has). */
export type OnRampOption = { providers?: readonly string[] | undefined }

declare module '../LatchOptions.js' {
  interface LatchOptions {
    /** Buy crypto (behaviour.md §2, on-ramp): brought by `onrampFeature(option)`. */
    onramp?: { providers: string[] } | undefined
  }
}

/**
 * Buy crypto through on-ramp providers on the Latch server (`apiUrl`, docs/onramp.md): a Buy action in the Account
 * view. The registration only: its actions, rules and API client load with its views (`@latch/core/onramp`).
 */
export function onrampFeature(option?: OnRampOption): LatchFeature<OnRampSlice> {
  return {
    name: 'onramp',
    options: { onramp: { providers: onrampProviderList(option?.providers) } },
    initialState: () => ({ onramp: { amount: '', paymentMethod: 'card' } }),
  }
}
