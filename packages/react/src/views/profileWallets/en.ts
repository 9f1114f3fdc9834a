// `@latch/react/profileWallets/en`: the feature's English strings, for an app's catalogue
// (`messages={{ ...en, profileWallets: enProfileWallets }}`), an entry of its own as send's.
export { profileWalletsViews as enProfileWallets } from '../../i18n/en/profileWalletsViews'
