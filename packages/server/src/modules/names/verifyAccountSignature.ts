import type { Hex, PublicClient } from 'viem'
import { verifyMessage } from 'viem/actions'

/**
 * Whether `signature` is `address`'s over `message`, through viem's `verifyMessage` on the chain's client: an
 * EOA's (ecrecover), a deployed contract account's (ERC-1271) and a counterfactual one's (ERC-6492, the
 * universal validator in a deployless call). `'unavailable'` when the chain did not answer, so a down node is
 * not read as a bad signature.
 */
export async function verifyAccountSignature(
  client: PublicClient,
  parameters: { address: Hex; message: string; signature: Hex },
): Promise<boolean | 'unavailable'> {
  try {
    if (await verifyMessage(client, parameters)) return true
  } catch {
    // viem throws for what it could not ask; its validator's own refusals answer false.
  }
  try {
    await client.getBlockNumber({ cacheTime: 0 })
    return false
  } catch {
    return 'unavailable'
  }
}
