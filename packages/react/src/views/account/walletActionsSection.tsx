import { getAccountData } from '@latch/core/account'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../LatchContext'
import type { AccountSection } from '../../modal/AccountSection'
import { registeredSlot } from '../../modal/viewRegistry'

/**
 * The Account view's wallet-actions row: the buttons of the features the app lists (Send, Swap, later Buy), a flex
 * row of equal buttons. They act on the balances, so the row needs the data API and a network.
 */
const css = `
.wallet-actions{display:flex;flex-wrap:wrap;gap:8px;width:100%;justify-content:center}
.wallet-actions>.wallet-action{flex:1 1 0;min-width:88px}
.wallet-actions:empty{display:none}
`

function WalletActionsSection() {
  const latch = useLatchInstance()
  const account = useLatchAccount()
  const actions = registeredSlot(latch, 'accountActions')
  if (!actions.length || !account.caipNetwork || !getAccountData(latch)) return null
  return (
    <>
      <style>{css}</style>
      <div className="wallet-actions">
        {actions.map(({ Component }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the app's features, a constant list
          <Component key={index} />
        ))}
      </div>
    </>
  )
}

export const walletActionsSection: AccountSection = { Component: WalletActionsSection }
