import { pushView } from '@latch/core/internal'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { onrampViews } from '../../i18n/en/onrampViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountAction } from '../../modal/AccountAction'

/** Buy, in the Account view's wallet-actions row, where the server's on-ramp is (`apiUrl`, `projectId`). */
function OnRampAccountAction() {
  const latch = useLatchInstance()
  const text = useViewMessages('onramp', onrampViews).onramp
  const { address } = useLatchAccount()
  if (!latch.options.apiUrl || !latch.options.projectId || !address) return null
  return (
    <button
      type="button"
      className="secondary wallet-action"
      onClick={() => pushView(latch, 'OnRampBuy')}
    >
      {text.buyButton}
    </button>
  )
}

export const onrampAccountAction: AccountAction = { Component: OnRampAccountAction }
