import type { Wallets } from '@wallet-standard/app'
import {
  parseStandardWallet,
  type StandardWallet,
  type StandardWalletRule,
} from './parseStandardWallet'

/**
 * Follows the Wallet Standard registry: the namespace's wallets registered now, and each change as wallets
 * register or unregister. One entry per id: the first registered wins, so a later impostor with a known name is not
 * listed (and takes over only when that wallet unregisters). `onChange` runs only when the list changed.
 */
export function watchStandardWallets(
  wallets: Wallets,
  rule: StandardWalletRule,
  onChange: (list: readonly StandardWallet[]) => void,
): () => void {
  let current: readonly StandardWallet[] = []
  const update = () => {
    const next = standardWallets(wallets.get(), rule)
    if (sameWallets(current, next)) return
    current = next
    onChange(current)
  }
  const stops = [wallets.on('register', update), wallets.on('unregister', update)]
  update()
  return () => {
    for (const stop of stops) stop()
  }
}

/** The namespace's wallets among the registered ones, one per id, the first registered first. */
export function standardWallets(
  registered: readonly unknown[],
  rule: StandardWalletRule,
): StandardWallet[] {
  const list: StandardWallet[] = []
  for (const candidate of registered) {
    const wallet = parseStandardWallet(candidate, rule)
    if (wallet && !list.some((listed) => listed.id === wallet.id)) list.push(wallet)
  }
  return list
}

function sameWallets(a: readonly StandardWallet[], b: readonly StandardWallet[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (wallet, index) =>
        wallet.id === b[index]?.id &&
        wallet.icon === b[index]?.icon &&
        wallet.wallet === b[index]?.wallet,
    )
  )
}
