import { pushView } from '@latch/core/internal'
import { hasCapability } from '@latch/core/send'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { sendViews } from '../../i18n/en/sendViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountAction } from '../../modal/AccountAction'

/** Send, where an adapter can send on the account's network (the row already has its balances). */
function SendAccountAction() {
  const latch = useLatchInstance()
  const text = useViewMessages('send', sendViews).send
  const network = useLatchAccount().caipNetwork
  if (!network || !hasCapability(latch, network.chainNamespace, 'send')) return null
  return (
    <button
      type="button"
      className="secondary wallet-action"
      onClick={() => pushView(latch, 'WalletSend')}
    >
      {text.sendButton}
    </button>
  )
}

export const sendAccountAction: AccountAction = { Component: SendAccountAction }
