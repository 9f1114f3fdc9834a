import { adapterOf } from '../connection/adapterOf'
import { getAccount } from '../connection/getAccount'
import { BALANCE_RETRY_BLOCK_MS, NATIVE_BALANCE_CACHE_MS } from '../constants'
import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import type { Network } from '../network/Network'
import { createCachedLoader } from '../state/createCachedLoader'

const balanceLoaderOf = perInstance((latch: Latch) =>
  createCachedLoader({
    load: ({ address, network }: { key: string; address: string; network: Network }) =>
      adapterOf(latch, network.chainNamespace).getBalance({ address, network }),
    ttlMs: NATIVE_BALANCE_CACHE_MS,
    retryBlockMs: BALANCE_RETRY_BLOCK_MS,
  }),
)

/**
 * Loads the native balance of the connected account (cached; blocked for a moment after a failure, behaviour.md §9).
 */
export async function fetchBalance(
  latch: Latch,
  parameters: { force?: boolean } = {},
): Promise<void> {
  const account = getAccount(latch)
  if (!account.address || !account.caipAddress || !account.caipNetwork) return
  const caipAddress = account.caipAddress
  if (latch.getState().balance?.caipAddress !== caipAddress)
    latch.store.setState({ balance: undefined, balanceStatus: 'loading' })
  const result = await balanceLoaderOf(latch).get(
    { key: caipAddress, address: account.address, network: account.caipNetwork },
    parameters,
  )
  // The visitor may have moved to another account meanwhile.
  if (getAccount(latch).caipAddress !== caipAddress) return
  if (result.type === 'value')
    latch.store.setState({ balance: { ...result.value, caipAddress }, balanceStatus: 'idle' })
  else if (result.type === 'error') latch.store.setState({ balanceStatus: 'error' })
}
