import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { getNetwork } from '../network/getNetwork'
import { toBaseUnits } from '../values/toBaseUnits'
import type { SendAssetParameters } from './SendCapability'
import type { SendDraft } from './SendDraft'

/**
 * A draft as the adapter port takes it; undefined when the account is gone, the wallet moved to another network,
 * or the draft is not valid.
 */
export function sendParameters(latch: Latch, draft: SendDraft): SendAssetParameters | undefined {
  const account = getAccount(latch)
  const network = getNetwork(latch, draft.caipNetworkId)
  const amount = toBaseUnits(draft.amount, draft.token.decimals)
  if (!account.isConnected || !account.address || !network || !amount.ok) return undefined
  // The wallet sends on its own network: a draft made on another one is not sent.
  if (account.caipNetworkId !== draft.caipNetworkId) return undefined
  return {
    network,
    from: account.address,
    to: draft.to,
    amount: amount.value,
    token: draft.token.address,
    feeSpeed: draft.feeSpeed,
  }
}
