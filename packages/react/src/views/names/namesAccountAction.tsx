import { pushView } from '@latch/core/internal'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { namesViews } from '../../i18n/en/namesViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountAction } from '../../modal/AccountAction'

/** Register name, on a network with a numeric chain id (ENSIP-11's coin type needs one: behaviour.md §9). */
function NamesAccountAction() {
  const latch = useLatchInstance()
  const text = useViewMessages('names', namesViews).names
  const network = useLatchAccount().caipNetwork
  if (typeof network?.id !== 'number') return null
  return (
    <button
      type="button"
      className="secondary wallet-action"
      onClick={() => pushView(latch, 'RegisterAccountName')}
    >
      {text.registerButton}
    </button>
  )
}

export const namesAccountAction: AccountAction = { Component: NamesAccountAction }
