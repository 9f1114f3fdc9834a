import type { RegistryWallet } from './RegistryWallet'
import { walletAppLink } from './walletAppLink'

/**
 * Where tapping a mobile wallet goes with a pairing URI: its app link with `/wc?uri=…` (universal link first, which
 * opens the wallet's page when the app is missing; else its native scheme); with no link at all, its store page
 * for this platform. Undefined when the wallet has none of these.
 */
export function walletDeepLink(
  wallet: Pick<RegistryWallet, 'links' | 'stores'>,
  uri: string,
  platform: 'ios' | 'android' | 'other',
): string | undefined {
  const app = walletAppLink(wallet)
  if (app) return `${app.endsWith('/') ? app : `${app}/`}wc?uri=${encodeURIComponent(uri)}`
  return walletStorePage(wallet, platform)
}

/** The wallet's store page for this platform, for a visitor who does not have the app. */
export function walletStorePage(
  wallet: Pick<RegistryWallet, 'stores'>,
  platform: 'ios' | 'android' | 'other',
): string | undefined {
  if (platform === 'ios') return wallet.stores.ios ?? undefined
  if (platform === 'android') return wallet.stores.android ?? undefined
  return undefined
}
