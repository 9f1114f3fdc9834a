/** Read-only calls: straight to the chain, through the Latch server's RPC proxy (behaviour.md §6 "Safe methods"). */
const readMethods = new Set([
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBlockByNumber',
  'eth_getCode',
])

/** What moves value or speaks for the user: shown on ApproveTransaction before the server signs. */
const approvalMethods = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])

/**
 * Where an RPC_REQUEST goes (docs/embedded-wallet.md, "Signing"):
 * - `account`: the user's own address, known here (`eth_accounts`, `eth_requestAccounts`);
 * - `read`: the chain, through the server's RPC proxy;
 * - `approve`: the approval screen, then `/v1/wallets/sign`;
 * - `status`: `/v1/wallets/sign` without approval (a batch's status, the account's capabilities: they reveal
 *   nothing new and sign nothing);
 * - `approveSmartAccount`: as `approve`, in `smartAccount` mode only (ERC-7715 sessions, behaviour.md §6.6);
 *   refused in `eoa` mode;
 * - `refused`: anything else (core's `errorTexts.rpcCallNotAllowed`).
 */
export type RpcMethodRoute =
  | 'account'
  | 'read'
  | 'approve'
  | 'approveSmartAccount'
  | 'status'
  | 'refused'

export function rpcMethodRoute(method: string): RpcMethodRoute {
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return 'account'
  if (readMethods.has(method)) return 'read'
  if (approvalMethods.has(method)) return 'approve'
  if (method === 'wallet_grantPermissions' || method === 'wallet_revokePermissions')
    return 'approveSmartAccount'
  if (method === 'wallet_getCallsStatus' || method === 'wallet_getCapabilities') return 'status'
  return 'refused'
}

/** EIP-1193's 4001: the user said no on the approval screen. */
export const userRejectedMessage = 'User rejected the request.'
export const userRejectedCode = 4001
