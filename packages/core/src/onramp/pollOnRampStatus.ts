import { fetchBalance } from '../account/fetchBalance'
import { getAccountData } from '../account/getAccountData'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { onrampApiOf } from './onrampApiOf'
import { setOnRamp } from './setOnRamp'

/** How often BuyInProgress asks for the purchase's status. */
export const ONRAMP_STATUS_POLL_MS = 2_000

/**
 * One look at the purchase's status. Done: the balances refresh past their caches, so the Account view shows what
 * was bought. A failed look leaves the status as it was (the next one asks again).
 */
export async function pollOnRampStatus(latch: Latch): Promise<void> {
  const checkout = latch.getState().onramp.checkout
  const api = onrampApiOf(latch)
  if (!api || !checkout?.sessionId || checkout.status !== 'pending') return
  const status = await api.status(checkout.sessionId).catch(() => undefined)
  if (!status || status === 'pending') return
  setOnRamp(latch, { checkout: { ...checkout, status } })
  if (status !== 'success') return
  const { address, caipNetworkId } = getAccount(latch)
  if (!address || !caipNetworkId) return
  await Promise.all([
    getAccountData(latch)?.loadTokens({ address, caipNetworkId }, { force: true }),
    fetchBalance(latch, { force: true }),
  ])
}
