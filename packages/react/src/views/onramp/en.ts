// `@latch/react/onramp/en`: the feature's English strings, for an app's catalogue
// (`messages={{ ...en, onramp: enOnRamp }}`). An entry of its own, as send's and swap's.
export { onrampViews as enOnRamp } from '../../i18n/en/onrampViews'
