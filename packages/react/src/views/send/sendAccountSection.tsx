import { getAccountData } from '@latch/core/account'
import { pushView } from '@latch/core/internal'
import { hasCapability } from '@latch/core/send'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { sendViews } from '../../i18n/en/sendViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountSection } from '../../modal/AccountSection'
import { SwapAccountAction } from '../swap/swapAccountAction'

/**
 * The Account view's wallet actions row: Send. The row is a flex row of equal buttons, so Swap (behaviour.md §13.2) and
 * Buy (on-ramp, not built yet) sit beside Send with the same `wallet-actions` class.
 */
const css = `
.wallet-actions{display:flex;flex-wrap:wrap;gap:8px;width:100%;justify-content:center}
.wallet-actions>.wallet-action{flex:1 1 0;min-width:88px}
`

/** Send needs the balances (the data API) and an adapter that can send on the account's network. */
function SendAccountSection() {
  const latch = useLatchInstance()
  const text = useViewMessages('send', sendViews).send
  const account = useLatchAccount()
  const network = account.caipNetwork
  if (!network || !getAccountData(latch)) return null
  if (!hasCapability(latch, network.chainNamespace, 'send')) return null
  return (
    <div className="wallet-actions">
      <style>{css}</style>
      <button
        type="button"
        className="secondary wallet-action"
        onClick={() => pushView(latch, 'WalletSend')}
      >
        {text.sendButton}
      </button>
      <SwapAccountAction />
    </div>
  )
}

export const sendAccountSection: AccountSection = { Component: SendAccountSection }
