import type { Latch } from '@latch/core'
import { isMobileDevice, pushView } from '@latch/core/internal'
import {
  getRegistryWallets,
  hasRegistry,
  matchCustomWallets,
  type RegistryWallet,
} from '@latch/core/walletConnect'
import { useEffect, useMemo, useState } from 'react'
import { WalletIcon } from '../../components/WalletIcon'
import { walletConnectViews } from '../../i18n/en/walletConnectViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { ConnectSection } from '../../modal/ConnectSection'
import { RegistryWalletRow } from './RegistryWalletRow'

/** Registry wallets shown on the Connect view when no extension is installed. */
const FEATURED_COUNT = 4

/**
 * After the wallet list: the app's custom wallets; with no extension installed, a few of the registry's wallets
 * too (the app's featured ones before the custom ones, behaviour.md §2's order), so a visitor never sees only "No
 * wallet found"; then "All Wallets".
 */
function WalletConnectSection({ hasInstalledWallets }: { hasInstalledWallets: boolean }) {
  const latch = useLatchInstance()
  // behaviour.md §14.7: without an adapter's WalletConnect capability, none of these rows could pair.
  return pairsOverWalletConnect(latch) ? (
    <WalletConnectRows hasInstalledWallets={hasInstalledWallets} />
  ) : null
}

/** Whether an adapter the app has brings WalletConnect (`evmWalletConnect`, …), which the rows below pair through. */
function pairsOverWalletConnect(latch: Latch): boolean {
  return latch.adapters.some((adapter) => adapter.capabilities?.walletConnect)
}

function WalletConnectRows({ hasInstalledWallets }: { hasInstalledWallets: boolean }) {
  const latch = useLatchInstance()
  const messages = useViewMessages('walletConnect', walletConnectViews)
  const [registryWallets, setRegistryWallets] = useState<RegistryWallet[]>([])
  const custom = useMemo(
    () => matchCustomWallets(latch.options.customWallets ?? [], undefined),
    [latch],
  )
  const featuredIds = latch.options.featuredWalletIds ?? []
  const wallets = [
    ...registryWallets.filter((wallet) => featuredIds.includes(wallet.id)),
    ...custom,
    ...registryWallets.filter((wallet) => !featuredIds.includes(wallet.id)),
  ]
  const showAll = showsAllWallets(latch)

  useEffect(() => {
    if (hasInstalledWallets || !hasRegistry(latch)) return
    let current = true
    const featuredIds = latch.options.featuredWalletIds ?? []
    getRegistryWallets(latch, { entries: FEATURED_COUNT })
      .then((page) => {
        if (!current) return
        // Custom wallets lead the first page; they are listed on their own above.
        const ranked = page.data
          .filter((wallet) => !custom.some((entry) => entry.id === wallet.id))
          .sort((a, b) => rank(featuredIds, a.id) - rank(featuredIds, b.id))
        setRegistryWallets(ranked.slice(0, FEATURED_COUNT))
      })
      // The registry being down leaves WalletConnect and All Wallets, which still work.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [latch, hasInstalledWallets, custom])

  if (!showAll && wallets.length === 0) return null
  return (
    <ul className="list" aria-label={messages.walletConnect.walletConnect}>
      {wallets.map((wallet) => (
        <RegistryWalletRow key={wallet.id} latch={latch} wallet={wallet} />
      ))}
      {showAll ? (
        <li>
          <button type="button" className="item" onClick={() => pushView(latch, 'AllWallets')}>
            <WalletIcon icon={allWalletsIcon} />
            <span>{messages.walletConnect.allWallets}</span>
          </button>
        </li>
      ) : null}
    </ul>
  )
}

/** Whether the section ends with "All Wallets": a registry, and the app's `allWallets` for this device. */
function showsAllWallets(latch: Latch): boolean {
  const allWallets = latch.options.allWallets ?? 'SHOW'
  return (
    hasRegistry(latch) &&
    (allWallets === 'SHOW' || (allWallets === 'ONLY_MOBILE' && isMobileDevice()))
  )
}

/** Featured ids first, in the app's order; the registry's order after them. */
function rank(featuredIds: readonly string[], id: string): number {
  const index = featuredIds.indexOf(id)
  return index === -1 ? featuredIds.length : index
}

/** Four squares: "more wallets". Our own drawing. */
const allWalletsIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#8a92a3"/><rect x="7" y="7" width="8" height="8" rx="2" fill="#fff"/><rect x="17" y="7" width="8" height="8" rx="2" fill="#fff"/><rect x="7" y="17" width="8" height="8" rx="2" fill="#fff"/><rect x="17" y="17" width="8" height="8" rx="2" fill="#fff"/></svg>',
)}`

export const walletConnectSection: ConnectSection = {
  placement: 'afterWallets',
  Component: WalletConnectSection,
  images: (latch) =>
    pairsOverWalletConnect(latch) && showsAllWallets(latch) ? [allWalletsIcon] : [],
}
