// `@latch/react/swap/en`: the feature's English strings, for an app's catalogue
// (`messages={{ ...en, swap: enSwap }}`). An entry of its own: re-exported by the feature's registration, esbuild
// would put the strings, which the views' chunk shares, in the first paint of every app that lists it.
export { swapViews as enSwap } from '../../i18n/en/swapViews'
