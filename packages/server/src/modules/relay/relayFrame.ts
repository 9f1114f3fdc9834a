import { z } from 'zod'
import type { RpcId } from './jsonRpc'

const topic = z.string().regex(/^[0-9a-f]{64}$/i, 'a topic is 32 bytes in hex')
const topics = z.array(topic).min(1).max(500)
const message = z.string().min(1)
const ttl = z.number().int()
const tag = z.number().int().min(0).max(0xffff_ffff)
const publish = z.object({ topic, message, ttl, tag: tag.default(0) })

/** The params of each method the relay answers (walletconnect-relay.md); other fields are ignored. */
export const relayMethods = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics }),
  irn_unsubscribe: z.object({ topic, id: z.string().max(128).optional() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z
      .array(z.object({ topic, id: z.string().max(128).optional() }))
      .min(1)
      .max(500),
  }),
  irn_publish: publish,
  irn_batchPublish: z.object({ messages: z.array(publish).min(1).max(50) }),
  irn_batchFetchMessages: z.object({ topics }),
  wc_proposeSession: z.object({
    pairingTopic: topic,
    sessionProposal: message,
    ttl,
    tag: tag.default(1100),
  }),
  wc_approveSession: z.object({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl,
  }),
}

export type RelayMethod = keyof typeof relayMethods
export type RelayParams<M extends RelayMethod> = z.output<(typeof relayMethods)[M]>
export type PublishParams = z.output<typeof publish>

export type RelayFrame =
  | { kind: 'request'; id: RpcId; method: string; params: unknown }
  | { kind: 'response'; id: RpcId; acknowledged: boolean }
  | { kind: 'invalid'; id: RpcId | null; reason: 'parse' | 'request' }

const rpcId = z.union([z.number().int(), z.string().max(64)])
const envelope = z.object({
  id: rpcId,
  jsonrpc: z.literal('2.0'),
  method: z.string().max(64).optional(),
  params: z.unknown().optional(),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

/** What a client's text frame says: a request, a response to one of ours (an acknowledgement), or nonsense. */
export function readRelayFrame(text: string): RelayFrame {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, reason: 'parse' }
  }
  const parsed = envelope.safeParse(json)
  if (!parsed.success) {
    const id = rpcId.safeParse((json as { id?: unknown } | null)?.id)
    return { kind: 'invalid', id: id.success ? id.data : null, reason: 'request' }
  }
  const { id, method, params, result, error } = parsed.data
  if (method !== undefined) return { kind: 'request', id, method, params }
  if (result !== undefined || error !== undefined)
    return { kind: 'response', id, acknowledged: result === true }
  return { kind: 'invalid', id, reason: 'request' }
}
