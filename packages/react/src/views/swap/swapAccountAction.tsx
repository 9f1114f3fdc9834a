import { pushView } from '@latch/core/internal'
import { hasCapability } from '@latch/core/swap'
import { swapViews } from '../../i18n/en/swapViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'

/**
 * The Account view's Swap button, in the wallet-actions row beside Send (the row shows only when balances and an
 * adapter that can send are there; a swap needs the same and the convert API at `apiUrl`).
 */
export function SwapAccountAction() {
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
