// `@latch/react/siwx`: sign in with the wallet, as an app turns it on (`siwx()`) and reads it (`useSiwxSession`).
// SIWX's English strings, for an app's catalogue (`messages={{ ...en, siwx: enSiwx }}`).
export { siwxViews as enSiwx } from '../../i18n/en/siwxViews'
export { siwx } from './siwx'
export { type UseSiwxSessionReturn, useSiwxSession } from './useSiwxSession'
