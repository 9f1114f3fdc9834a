import type { CustomWallet } from './CustomWallet'
import type { RegistryWallet } from './RegistryWallet'

/** An app's custom wallet in the registry's shape, so AllWallets, deep links and the QR code treat it alike. */
export function customWalletEntry(wallet: CustomWallet): RegistryWallet {
  const mobile = wallet.mobileLink
  const universal = mobile && /^https?:\/\//i.test(mobile) ? mobile : null
  return {
    id: wallet.id,
    name: wallet.name,
    rdns: null,
    homepage: wallet.homepage ?? null,
    imageUrl: wallet.imageUrl ?? '',
    links: {
      mobile: { universal, native: mobile && !universal ? mobile : null },
      desktop: { native: wallet.desktopLink ?? null, universal: null },
      web: wallet.webappLink ?? null,
    },
    stores: {
      ios: wallet.appStore ?? null,
      android: wallet.playStore ?? null,
      chrome: null,
      firefox: null,
      edge: null,
    },
    chains: [],
    injectedIds: [],
  }
}

/** The custom wallets a search (from 2 characters, like the registry's) finds, by name. */
export function matchCustomWallets(
  wallets: readonly CustomWallet[],
  search: string | undefined,
): RegistryWallet[] {
  const term = search && search.length >= 2 ? search.toLowerCase() : undefined
  return wallets
    .filter((wallet) => !term || wallet.name.toLowerCase().includes(term))
    .map(customWalletEntry)
}
