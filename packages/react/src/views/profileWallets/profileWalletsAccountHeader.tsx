import { shortenAddress } from '@latch/core'
import { pushView } from '@latch/core/internal'
import { ChevronIcon } from '../../components/icons/ChevronIcon'
import { WalletIcon } from '../../components/WalletIcon'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchConnections } from '../../hooks/useLatchConnections'
import { profileWalletsViews } from '../../i18n/en/profileWalletsViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountHeader } from '../../modal/AccountHeader'

/** The wallet switch: a pill of the active wallet's icon, the address and a chevron, as AppKit's header draws it. */
const css = `
.wallet-switch{display:inline-flex;align-items:center;gap:6px;padding:4px 10px 4px 4px;border:1px solid var(--latch-border);border-radius:999px;background:var(--latch-bg-2);color:inherit;font:inherit;cursor:pointer;min-width:0}
.wallet-switch:hover{filter:brightness(.97)}
.wallet-switch .wallet-icon{width:28px;height:28px;border-radius:50%}
.wallet-switch .label{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
`

/**
 * The Account header's way to ProfileWallets (behaviour.md §4.12): the active wallet and its address, a button
 * whose name says it manages the visitor's wallets and how many there are.
 */
function ProfileWalletsAccountHeader({ address }: { address: string }) {
  const latch = useLatchInstance()
  const text = useViewMessages('profileWallets', profileWalletsViews).profileWallets
  const account = useLatchAccount()
  const { connections } = useLatchConnections()
  const icon = latch.adapters
    .find((adapter) => adapter.namespace === account.namespace)
    ?.getConnectors()
    .find((connector) => connector.id === account.connectorId)?.icon
  const short = shortenAddress(address)
  return (
    <>
      <style>{css}</style>
      <button
        type="button"
        className="wallet-switch"
        title={address}
        aria-label={`${short}, ${text.entryLabel}: ${text.entry(connections.length)}`}
        onClick={() => pushView(latch, 'ProfileWallets')}
      >
        <WalletIcon icon={icon} />
        <span className="label" dir="ltr">
          {short}
        </span>
        <ChevronIcon />
      </button>
    </>
  )
}

export const profileWalletsAccountHeader: AccountHeader = { Component: ProfileWalletsAccountHeader }
