// `@latch/react/walletConnect/en`: the feature's English strings, for an app's catalogue
// (`messages={{ ...en, walletConnect: enWalletConnect }}`). An entry of its own: re-exported by the feature's
// registration, esbuild would put the strings, which the views' chunk shares, in the first paint of every app that lists it.
export { walletConnectViews as enWalletConnect } from '../../i18n/en/walletConnectViews'
