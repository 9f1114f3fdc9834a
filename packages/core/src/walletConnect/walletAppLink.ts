import type { RegistryWallet } from './RegistryWallet'

/**
 * The link that opens a wallet's app on a phone: its universal link (`https://…`, which shows the wallet's page when
 * the app is missing), else its native scheme (`scheme://`). Paths are appended to it (`/wc?uri=…`).
 */
export function walletAppLink(wallet: Pick<RegistryWallet, 'links'>): string | undefined {
  const { universal, native } = wallet.links.mobile
  if (universal) return universal.replace(/\/+$/, '')
  if (native) return native.includes('://') ? native : `${native}://`
  return undefined
}
