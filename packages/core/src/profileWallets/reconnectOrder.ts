import type { SavedWallet } from './SavedWallet'

/** The saved connections in the order reconnect tries them: most recently active first (behaviour.md §4.1). */
export function savedReconnectOrder(wallets: readonly SavedWallet[]): SavedWallet[] {
  return [...wallets].sort((a, b) => b.lastActiveAt - a.lastActiveAt)
}

/**
 * Reconnects every saved connection, one at a time, most recent first (behaviour.md §4.1); a wallet that is gone
 * (it answers false or throws) does not stop the others. Resolves with the ones that came back, in that order.
 */
export async function reconnectSavedWallets(
  wallets: readonly SavedWallet[],
  reconnectOne: (wallet: SavedWallet) => Promise<boolean>,
): Promise<SavedWallet[]> {
  const back: SavedWallet[] = []
  for (const wallet of savedReconnectOrder(wallets)) {
    if (await reconnectOne(wallet).catch(() => false)) back.push(wallet)
  }
  return back
}
