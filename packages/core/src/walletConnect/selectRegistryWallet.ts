import type { Latch } from '../createLatch'
import { isMobileDevice } from '../modal/isMobileDevice'
import { isPairingExpired } from '../timing/pairingExpiry'
import { connectWalletConnect } from './connectWalletConnect'
import { mobilePlatform } from './mobilePlatform'
import type { RegistryWallet } from './RegistryWallet'
import { walletDeepLink } from './walletDeepLink'

/**
 * The visitor picked a wallet in AllWallets. On a phone, with the pairing `preparePairing` made, the wallet opens
 * at once: the navigation happens in this same task, with no await before it, or iOS Safari blocks it. Otherwise
 * (a computer, or no pairing yet) its QR code shows.
 */
export function selectRegistryWallet(
  latch: Latch,
  { wallet }: { wallet: RegistryWallet },
  environment: {
    isMobile: boolean
    userAgent: string
    navigate: (url: string) => void
    now: number
  } = {
    isMobile: isMobileDevice(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    navigate: (url) => globalThis.location.assign(url),
    now: Date.now(),
  },
): void {
  const { pairing } = latch.getState()
  const link =
    environment.isMobile && pairing && !isPairingExpired(pairing.createdAt, environment.now)
      ? walletDeepLink(wallet, pairing.uri, mobilePlatform(environment.userAgent))
      : undefined
  if (link) {
    latch.store.setState({
      walletConnectWallet: { id: wallet.id, name: wallet.name, imageUrl: wallet.imageUrl },
    })
    environment.navigate(link)
    return
  }
  void connectWalletConnect(latch, {
    wallet: { id: wallet.id, name: wallet.name, imageUrl: wallet.imageUrl },
  })
}
