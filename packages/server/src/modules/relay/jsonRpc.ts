/** JSON-RPC 2.0 error codes the relay answers with (EIP-1474's -32005 for a limit). */
export const rpcErrors = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  limitExceeded: -32005,
} as const

export type RpcId = number | string

export const rpcResult = (id: RpcId, result: unknown) =>
  JSON.stringify({ id, jsonrpc: '2.0', result })

/** `data`: the error's name where the protocol gives one (WalletConnect's relay does, e.g. MailboxLimitExceeded). */
export const rpcError = (id: RpcId | null, code: number, message: string, data?: string) =>
  JSON.stringify({
    id,
    jsonrpc: '2.0',
    error: data === undefined ? { code, message } : { code, message, data },
  })

export const rpcRequest = (id: RpcId, method: string, params: unknown) =>
  JSON.stringify({ id, jsonrpc: '2.0', method, params })
