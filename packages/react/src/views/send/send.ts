import { type LatchFeature, sendFeature } from '@latch/core'

// Send's English strings, for an app's catalogue (`messages={{ ...en, send: enSend }}`); the views bring them
// themselves when the catalogue has none.
export { sendViews as enSend } from '../../i18n/en/sendViews'

const views = () => import('./views')

/**
 * Send (pay someone from the Account view) as an app turns it on: `createLatch({ features: [send()] })`. Its
 * registration, rules and views ship only with it.
 */
export function send(): LatchFeature {
  return { ...sendFeature, views }
}
