import { getAccountData } from '../account/getAccountData'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'

/**
 * The connected account's name (its identity, through the Account data's 5-minute cache, behaviour.md §9) as its
 * profile name, for the buttons (§3.1): set only while that account is still the connected one, cleared when it
 * has none.
 */
export async function loadProfileName(
  latch: Latch,
  { address, caipAddress }: { address: string; caipAddress: string },
  options: { force?: boolean } = {},
): Promise<void> {
  const data = getAccountData(latch)
  if (!data) return
  await data.loadIdentity(address, options)
  const { identity } = data.getState()
  if (getAccount(latch).caipAddress !== caipAddress || identity.key !== address.toLowerCase())
    return
  const name = identity.value?.name
  latch.store.setState({ profileName: name ? { caipAddress, name } : undefined })
}
