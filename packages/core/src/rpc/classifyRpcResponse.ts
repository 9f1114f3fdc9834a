export type RpcResponseKind = 'transactionHash' | 'signedMessage' | 'object'

/** behaviour.md §5: 0x + 64 hex digits is a transaction hash; 0x + at least 62 hex digits a signed message. */
export function classifyRpcResponse(response: unknown): RpcResponseKind {
  if (typeof response !== 'string') return 'object'
  if (/^0x[0-9a-f]{64}$/i.test(response)) return 'transactionHash'
  if (/^0x[0-9a-f]{62,}$/i.test(response)) return 'signedMessage'
  return 'object'
}
