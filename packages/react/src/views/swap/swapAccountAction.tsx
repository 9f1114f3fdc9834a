import { pushView } from '@latch/core/internal'
import { hasCapability } from '@latch/core/swap'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { swapViews } from '../../i18n/en/swapViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountAction } from '../../modal/AccountAction'

/**
 * Swap, in the Account view's wallet-actions row (which shows with the balances), where the convert API is at
 * `apiUrl` and the account's network's adapter can swap: another namespace's adapter that can is no reason to offer
 * a swap the server cannot serve on this network (a Solana account beside an EVM adapter).
 */
function SwapAccountAction() {
  const latch = useLatchInstance()
  const text = useViewMessages('swap', swapViews).swap
  const network = useLatchAccount().caipNetwork
  if (!latch.options.apiUrl || !latch.options.projectId) return null
  if (!network || !hasCapability(latch, network.chainNamespace, 'swap')) return null
  return (
    <button
      type="button"
      className="secondary wallet-action"
      onClick={() => pushView(latch, 'Swap')}
    >
      {text.swapButton}
    </button>
  )
}

export const swapAccountAction: AccountAction = { Component: SwapAccountAction }
