import { truncateEmail } from '@latch/core'
import {
  addPasskey,
  exportPrivateKey,
  isEmbeddedConnectorId,
  signOutEverywhere,
} from '@latch/core/embeddedWallet'
import { pushView } from '@latch/core/internal'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountSection } from '../../modal/AccountSection'
import { useLatchState } from '../../state/useLatchState'

/**
 * Signed in by e-mail: the address (cut at 30 characters, behaviour.md §2), "Change e-mail" and "Export private key"
 * (the secure site shows the key over the modal; it never reaches this page). Any embedded-wallet user: "Add a
 * passkey" (when the app turns passkeys on, §11.7) and "Sign out everywhere" (§11.8).
 */
function EmbeddedWalletAccountSection() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const email = useLatchState((state) => state.embeddedUser?.email)
  const { connectorId } = useLatchAccount()
  // Either side of the embedded wallet: `embedded` (EVM) or `embedded:solana`.
  if (!connectorId || !isEmbeddedConnectorId(connectorId)) return null
  const options = latch.options.embeddedWallet || undefined
  return (
    <>
      {email ? (
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
        </>
      ) : null}
      {/* A passkey user exports with the passkey, an e-mail user with a mailed code (the secure site asks). */}
      <button type="button" className="secondary" onClick={() => void exportPrivateKey(latch)}>
        {text.exportKey}
      </button>
      {options?.passkeys ? (
        <button
          type="button"
          className="secondary"
          onClick={() => void addPasskey(latch, { added: text.passkeyAdded })}
        >
          {text.addPasskey}
        </button>
      ) : null}
      <button type="button" className="secondary" onClick={() => void signOutEverywhere(latch)}>
        {text.signOutEverywhere}
      </button>
    </>
  )
}

export const embeddedWalletAccountSection: AccountSection = {
  Component: EmbeddedWalletAccountSection,
}
