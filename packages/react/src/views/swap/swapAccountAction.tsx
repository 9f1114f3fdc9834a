import { pushView } from '@latch/core/internal'
import { hasCapability } from '@latch/core/swap'
import { swapViews } from '../../i18n/en/swapViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { AccountAction } from '../../modal/AccountAction'

/**
 * Swap, in the Account view's wallet-actions row (which shows with the balances), where an adapter can swap and the
 * convert API is at `apiUrl`.
 */
function SwapAccountAction() {
  const latch = useLatchInstance()
  const text = useViewMessages('swap', swapViews).swap
  if (!latch.options.apiUrl || !latch.options.projectId) return null
  if (!latch.adapters.some((adapter) => hasCapability(latch, adapter.namespace, 'swap')))
    return null
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
