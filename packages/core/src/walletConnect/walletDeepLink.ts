import type { RegistryWallet } from './RegistryWallet'

/**
 * Where tapping a mobile wallet goes with a pairing URI: its universal link (`https://…/wc?uri=…`), which opens the
 * app when installed and the wallet's page otherwise; else its native scheme (`scheme://wc?uri=…`); else, with no
 * link at all, its store page for this platform. Undefined when the wallet has none of these.
 */
export function walletDeepLink(
  wallet: Pick<RegistryWallet, 'links' | 'stores'>,
  uri: string,
  platform: 'ios' | 'android' | 'other',
): string | undefined {
  const encoded = encodeURIComponent(uri)
  const { universal, native } = wallet.links.mobile
  if (universal) return `${universal.replace(/\/+$/, '')}/wc?uri=${encoded}`
  if (native) {
    const prefix = native.includes('://') ? native : `${native}://`
    return `${prefix.endsWith('/') ? prefix : `${prefix}/`}wc?uri=${encoded}`
  }
  if (platform === 'ios') return wallet.stores.ios ?? undefined
  if (platform === 'android') return wallet.stores.android ?? undefined
  return undefined
}
