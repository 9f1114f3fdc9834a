import { parseCaipNetworkId } from '../caip/caipNetworkId'
import { capability } from '../connection/capability'
import { descriptorOf } from '../connection/descriptorOf'
import type { Latch } from '../createLatch'
import { formatCaip122Message } from './formatCaip122Message'
import type { SiwxMessageData } from './SiwxConfig'

/**
 * The text of a sign-in message: its namespace's own (the siwx capability: EIP-4361 for EVM), else CAIP-122 with
 * the blockchain name its descriptor gives.
 */
export async function siwxMessageText(latch: Latch, data: SiwxMessageData): Promise<string> {
  const { namespace } = parseCaipNetworkId(data.chainId)
  const own = await capability(latch, namespace, 'siwx')
  return own
    ? own.formatMessage(data)
    : formatCaip122Message(data, descriptorOf(latch, namespace)?.caip122Name ?? namespace)
}
