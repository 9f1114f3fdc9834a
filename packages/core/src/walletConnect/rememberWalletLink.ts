import { walletAppLink } from './walletAppLink'
import type { ChosenWallet } from './walletConnectSlice'

/**
 * The WalletConnect client's own key for "the wallet this session's requests open": on a phone, sign-client reads
 * it before every request it sends and opens `<href>/wc?requestId=…&sessionTopic=…`, so the visitor lands in the
 * wallet that must answer; it forgets it when the session ends.
 */
export const WALLET_LINK_STORAGE_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

/**
 * Remembers the wallet the visitor opened from AllWallets for the session's later requests (behaviour.md §10.3). A
 * storage the browser refuses (private mode, a full quota) only loses that convenience.
 */
export function rememberWalletLink(
  wallet: ChosenWallet,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  const href = wallet.links ? walletAppLink({ links: wallet.links }) : undefined
  if (!href || !storage) return
  try {
    storage.setItem(WALLET_LINK_STORAGE_KEY, JSON.stringify({ href, name: wallet.name }))
  } catch {
    // Not remembered: later requests wait for the visitor to switch to the wallet by hand.
  }
}
