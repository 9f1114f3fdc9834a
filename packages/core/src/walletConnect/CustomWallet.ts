/**
 * A wallet the app adds by hand (option `customWallets`), reached over WalletConnect: listed on the Connect view
 * (behaviour.md §3's "custom" group) and at the top of AllWallets.
 */
export type CustomWallet = {
  id: string
  name: string
  /** A safe image URL (https or data:image/…); anything else shows the generic wallet icon. */
  imageUrl?: string | undefined
  homepage?: string | undefined
  /** Opens the app on a phone: a universal link (`https://…`, `/wc?uri=…` appended) or a native scheme (`mywallet://`). */
  mobileLink?: string | undefined
  /** Opens a desktop app (`mywallet://`). */
  desktopLink?: string | undefined
  /** A web wallet that takes the pairing URI (`https://…`). */
  webappLink?: string | undefined
  appStore?: string | undefined
  playStore?: string | undefined
}
