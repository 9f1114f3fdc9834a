import type { SendAssetParameters } from '../adapter'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { getNetwork } from '../network/getNetwork'
import type { SendDraft } from './SendDraft'
import { toBaseUnits } from './toBaseUnits'

/** A draft as the adapter port takes it, or undefined when the account or the network is gone or it is not valid. */
export function sendParameters(latch: Latch, draft: SendDraft): SendAssetParameters | undefined {
  const account = getAccount(latch)
  const network = getNetwork(latch, draft.caipNetworkId)
  const amount = toBaseUnits(draft.amount, draft.token.decimals)
  if (!account.isConnected || !account.address || !network || !amount.ok) return undefined
  return {
    network,
    from: account.address,
    to: draft.to,
    amount: amount.value,
    token: draft.token.address,
  }
}
