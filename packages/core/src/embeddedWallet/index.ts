/**
 * `@latch/core/embeddedWallet`: e-mail and social login through the secure site (behaviour.md §11). Its own entry, so
 * none of it is in an app's first paint until an e-mail or social view loads. The registration has an entry of its
 * own (`@latch/core/embeddedWalletFeature`): from here it would bring these actions into the first paint of an app
 * that lists the embedded wallet, as their views use them.
 */
// The e-mail and social rules (behaviour.md §5), here rather than in the main entry: the server checks the same ones,
// and a rule the main entry re-exports would join the app's first paint as soon as these views use it.
export { createEmailLoginThrottle } from '../auth/createEmailLoginThrottle'
export { isOtp, isValidEmail } from '../auth/email'
export {
  defaultConnectMethodsOrder,
  filterSocialsForTelegram,
  isSocialProvider,
  socialProviders,
} from '../auth/socialProviders'
export { type AccountType, accountTypeSwitchRefusal } from './accountTypeSwitchRefusal'
export { addPasskey } from './addPasskey'
export { connectEmail } from './connectEmail'
export { connectFarcaster } from './connectFarcaster'
export { connectPasskey } from './connectPasskey'
export { connectSocial } from './connectSocial'
export { detectInAppBrowser, type InAppBrowser } from './detectInAppBrowser'
export { isEmbeddedConnectorId } from './embeddedConnectorId'
export type {
  EmailLogin,
  EmailUpdate,
  FarcasterLogin,
  SocialLogin,
} from './embeddedWalletSlice'
export { exportPrivateKey } from './exportPrivateKey'
export { leaveConnectingFarcaster } from './leaveConnectingFarcaster'
export { prepareEmailLogin } from './prepareEmailLogin'
export { setPreferredAccountType } from './setPreferredAccountType'
export { signOutEverywhere } from './signOutEverywhere'
export { smartAccountNetworksOf } from './smartAccountNetworksOf'
export { updateEmail } from './updateEmail'
export { verifyEmailOtp } from './verifyEmailOtp'
export { verifyEmailUpdate } from './verifyEmailUpdate'
export { visibleSocials } from './visibleSocials'
