import { truncateEmail } from '@latch/core'
import {
  exportPrivateKey,
  isEmbeddedConnectorId,
  setPreferredAccountType,
} from '@latch/core/embeddedWallet'
import { pushView } from '@latch/core/internal'
import { useState } from 'react'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountSection } from '../../modal/AccountSection'
import { useLatchState } from '../../state/useLatchState'

/**
 * Signed in by e-mail: the address (cut at 30 characters, behaviour.md §2), the account type in use and its switch
 * (behaviour.md §4, §6.1: a refusal is said under it), "Change e-mail" and "Export private key" (the secure site
 * shows the key over the modal; it never reaches this page).
 */
function EmbeddedWalletAccountSection() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const email = useLatchState((state) => state.embeddedUser?.email)
  const accountType = useLatchState((state) => state.preferredAccountType)
  const deployed = useLatchState((state) => state.smartAccountDeployed)
  const [switching, setSwitching] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  const { connectorId, namespace } = useLatchAccount()
  // Either side of the embedded wallet: `embedded` (EVM) or `embedded:solana`.
  if (!email || !connectorId || !isEmbeddedConnectorId(connectorId)) return null
  const other = accountType === 'smartAccount' ? 'eoa' : 'smartAccount'
  const switchType = async () => {
    setSwitching(true)
    setRefusal(undefined)
    const result = await setPreferredAccountType(latch, other)
    setSwitching(false)
    if (result.status !== 'success') setRefusal(result.error.message)
  }
  // Offered where the namespace's adapter lists the smart account (SmartAccountCapability).
  const offered = latch.adapters.some(
    (adapter) => adapter.namespace === namespace && adapter.capabilities?.smartAccount,
  )
  const smartAccountSection = offered && (
    <>
      <p className="muted">
        {text.accountType[accountType]}
        {accountType === 'smartAccount' &&
          deployed !== undefined &&
          ` · ${deployed ? text.accountType.deployed : text.accountType.notDeployed}`}
      </p>
      <button
        type="button"
        className="secondary"
        disabled={switching}
        onClick={() => void switchType()}
      >
        {other === 'smartAccount'
          ? text.accountType.switchToSmartAccount
          : text.accountType.switchToEoa}
      </button>
      {refusal && (
        <p className="muted" role="alert">
          {refusal}
        </p>
      )}
    </>
  )
  return (
    <>
      <p className="muted" title={email}>
        {truncateEmail(email)}
      </p>
      {smartAccountSection}
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
