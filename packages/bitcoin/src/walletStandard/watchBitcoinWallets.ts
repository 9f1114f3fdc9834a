import type { Wallets } from '@wallet-standard/app'
import { type BitcoinStandardWallet, parseBitcoinWallet } from './parseBitcoinWallet'

/**
 * Follows the Wallet Standard registry: the Bitcoin wallets registered now, and each change as wallets register or
 * unregister. One entry per id: the first registered wins, so a later impostor with a known name is not listed
 * (and takes over only when that wallet unregisters). `onChange` runs only when the list changed.
 */
export function watchBitcoinWallets(
  wallets: Wallets,
  onChange: (list: readonly BitcoinStandardWallet[]) => void,
): () => void {
  let current: readonly BitcoinStandardWallet[] = []
  const update = () => {
    const next: BitcoinStandardWallet[] = []
    for (const candidate of wallets.get()) {
      const wallet = parseBitcoinWallet(candidate)
      if (wallet && !next.some((listed) => listed.id === wallet.id)) next.push(wallet)
    }
    const same =
      next.length === current.length &&
      next.every(
        (wallet, index) =>
          wallet.id === current[index]?.id &&
          wallet.icon === current[index]?.icon &&
          wallet.wallet === current[index]?.wallet,
      )
    if (same) return
    current = next
    onChange(current)
  }
  const stops = [wallets.on('register', update), wallets.on('unregister', update)]
  update()
  return () => {
    for (const stop of stops) stop()
  }
}
