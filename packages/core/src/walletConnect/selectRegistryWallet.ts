import type { Latch } from '../createLatch'
import { currentView } from '../modal/currentView'
import { isMobileDevice } from '../modal/isMobileDevice'
import { pushView } from '../modal/pushView'
import { isPairingExpired } from '../timing/pairingExpiry'
import { connectWalletConnect } from './connectWalletConnect'
import { mobilePlatform } from './mobilePlatform'
import { rememberOpenedPairing } from './openedPairing'
import { openWalletLink } from './openWalletLink'
import type { RegistryWallet } from './RegistryWallet'
import { rememberWalletLink } from './rememberWalletLink'
import type { ChosenWallet } from './walletConnectSlice'
import { walletDeepLink } from './walletDeepLink'

/**
 * The visitor picked a wallet in AllWallets (or tapped "Open" on its connecting view). On a phone, with the
 * pairing `preparePairing` made, the wallet opens at once: the navigation happens in this same task, with no
 * await before it, or iOS Safari blocks it, by the method that works where the page runs (`openWalletLink`,
 * behaviour.md §10.6); the wallet is remembered for the session's later requests, the pairing for the visitor's
 * return (behaviour.md §10.7: a reload or a reopened page resumes it), and the connecting view shows (open again,
 * or get the app). Otherwise (a computer, or no pairing yet) its QR code shows.
 */
export function selectRegistryWallet(
  latch: Latch,
  { wallet }: { wallet: ChosenWallet & Pick<RegistryWallet, 'links' | 'stores'> },
  environment: {
    isMobile: boolean
    userAgent: string
    navigate: (url: string) => void
    now: number
    storage?: Pick<Storage, 'setItem'> | undefined
  } = {
    isMobile: isMobileDevice(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    navigate: (url) => openWalletLink(url),
    now: Date.now(),
    storage: globalThis.localStorage,
  },
): void {
  const { pairing, connectAttempt } = latch.getState()
  const link =
    environment.isMobile && pairing && !isPairingExpired(pairing.createdAt, environment.now)
      ? walletDeepLink(wallet, pairing.uri, mobilePlatform(environment.userAgent))
      : undefined
  if (link) {
    environment.navigate(link)
    latch.store.setState({ walletConnectWallet: wallet })
    rememberWalletLink(wallet, environment.storage)
    if (connectAttempt && pairing)
      rememberOpenedPairing(
        {
          uri: pairing.uri,
          createdAt: pairing.createdAt,
          connectorId: connectAttempt.connectorId,
          wallet: chosenWallet(wallet),
        },
        environment.storage,
      )
    // The pairing's attempt (started by preparePairing) goes on; the view shows it.
    if (connectAttempt && currentView(latch) !== 'ConnectingWalletConnect')
      pushView(latch, 'ConnectingWalletConnect', { connectorId: connectAttempt.connectorId })
    return
  }
  void connectWalletConnect(latch, { wallet })
}

/** What of the wallet the view waiting for it reads again after a reload: no more than the slice holds. */
function chosenWallet({
  id,
  name,
  imageUrl,
  links,
  stores,
}: ChosenWallet & Pick<RegistryWallet, 'links' | 'stores'>): ChosenWallet {
  return { id, name, imageUrl, links, stores }
}
