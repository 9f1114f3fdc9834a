import { describe, expect, it } from 'vitest'
import { rpcMethodRoute } from './rpcMethodRoute'

describe('rpcMethodRoute', () => {
  it('sends read-only calls to the chain', () => {
    for (const method of [
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
      expect(rpcMethodRoute(method), method).toBe('read')
  })

  it('answers the accounts from the session', () => {
    expect(rpcMethodRoute('eth_accounts')).toBe('account')
    expect(rpcMethodRoute('eth_requestAccounts')).toBe('account')
  })

  it('asks the user before anything is signed or sent', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
    ])
      expect(rpcMethodRoute(method), method).toBe('approve')
    // ERC-7715 sessions: asked for in `smartAccount` mode only (behaviour.md §6.6).
    expect(rpcMethodRoute('wallet_grantPermissions')).toBe('approveSmartAccount')
    expect(rpcMethodRoute('wallet_revokePermissions')).toBe('approveSmartAccount')
    expect(rpcMethodRoute('wallet_getCallsStatus')).toBe('status')
    expect(rpcMethodRoute('wallet_getCapabilities')).toBe('status')
  })

  it('refuses everything else, look-alikes included', () => {
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData',
      'eth_signTypedData_v3',
      'eth_sendRawTransaction',
      'eth_sendUserOperation',
      'anvil_setBalance',
      'evm_mine',
      'debug_traceTransaction',
      'personal_sign ',
      'ETH_CALL',
      '__proto__',
      'constructor',
      '',
    ])
      expect(rpcMethodRoute(method), method).toBe('refused')
  })
})
