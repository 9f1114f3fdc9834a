/**
 * Methods the embedded wallet and the RPC proxy may run without the visitor's approval (behaviour.md §6): reads, a
 * transaction already signed elsewhere, capability and asset queries.
 */
export const safeRpcMethods = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
])

/** Methods that act for the visitor and so need their approval (behaviour.md §6). */
export const notSafeRpcMethods = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

export type RpcMethodKind = 'safe' | 'notSafe' | 'notAllowed'

/** Safe, not safe (needs approval), or not allowed at all ("Requested RPC call is not allowed"). */
export function rpcMethodKind(method: unknown): RpcMethodKind {
  if (typeof method !== 'string') return 'notAllowed'
  if (safeRpcMethods.has(method)) return 'safe'
  if (notSafeRpcMethods.has(method)) return 'notSafe'
  return 'notAllowed'
}
