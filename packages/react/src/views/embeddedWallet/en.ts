// `@latch/react/embeddedWallet/en`: the feature's English strings, for an app's catalogue
// (`messages={{ ...en, embeddedWallet: enEmbeddedWallet }}`). An entry of its own: re-exported by the feature's registration, esbuild
// would put the strings, which the views' chunk shares, in the first paint of every app that lists it.
export { embeddedWalletViews as enEmbeddedWallet } from '../../i18n/en/embeddedWalletViews'
