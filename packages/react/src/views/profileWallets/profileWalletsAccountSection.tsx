import { pushView } from '@latch/core/internal'
import { useLatchConnections } from '../../hooks/useLatchConnections'
import { profileWalletsViews } from '../../i18n/en/profileWalletsViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountSection } from '../../modal/AccountSection'

/** The Account view's way to ProfileWallets, under the address and balance: how many wallets the visitor holds. */
function ProfileWalletsAccountSection() {
  const latch = useLatchInstance()
  const text = useViewMessages('profileWallets', profileWalletsViews).profileWallets
  const { connections } = useLatchConnections()
  return (
    <button
      type="button"
      className="secondary"
      aria-label={`${text.entryLabel}: ${text.entry(connections.length)}`}
      onClick={() => pushView(latch, 'ProfileWallets')}
    >
      {text.entry(connections.length)}
    </button>
  )
}

export const profileWalletsAccountSection: AccountSection = {
  Component: ProfileWalletsAccountSection,
}
