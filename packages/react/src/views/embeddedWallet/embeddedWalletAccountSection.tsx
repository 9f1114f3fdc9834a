import { truncateEmail } from '@latch/core'
import { exportPrivateKey, isEmbeddedConnectorId } from '@latch/core/embeddedWallet'
import { pushView } from '@latch/core/internal'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountSection } from '../../modal/AccountSection'
import { useLatchState } from '../../state/useLatchState'

/**
 * Signed in by e-mail: the address (cut at 30 characters, behaviour.md §2), "Change e-mail" and "Export private key"
 * (the secure site shows the key over the modal; it never reaches this page).
 */
function EmbeddedWalletAccountSection() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const email = useLatchState((state) => state.embeddedUser?.email)
  const { connectorId } = useLatchAccount()
  // Either side of the embedded wallet: `embedded` (EVM) or `embedded:solana`.
  if (!email || !connectorId || !isEmbeddedConnectorId(connectorId)) return null
  return (
    <>
      <p className="muted" title={email}>
        {truncateEmail(email)}
      </p>
      <button
        type="button"
        className="secondary"
        onClick={() => pushView(latch, 'UpdateEmailWallet')}
      >
        {text.changeEmail}
      </button>
      <button type="button" className="secondary" onClick={() => void exportPrivateKey(latch)}>
        {text.exportKey}
      </button>
    </>
  )
}

export const embeddedWalletAccountSection: AccountSection = {
  Component: EmbeddedWalletAccountSection,
}
