// `@latch/react/names/en`: the feature's English strings, for an app's catalogue (`messages={{ ...en, names: enNames }}`).
export { namesViews as enNames } from '../../i18n/en/namesViews'
