import type { Address } from 'viem'

/** EIP-5792's `atomic` capability of an account on one chain. */
export type AtomicStatus = 'supported' | 'ready' | 'unsupported'

/**
 * behaviour.md §6.5: an account already delegating to the batch contract runs batches atomically (`supported`);
 * an EOA without delegation where that contract is deployed upgrades on its first batch, within the approval of
 * that batch (`ready`); a chain without the contract, or an account delegating elsewhere, gets no atomic batches.
 */
export function atomicStatus(account: {
  /** Whether the batch contract has code on this chain. */
  contractDeployed: boolean
  /** Whether the account has code of its own (a contract, or a delegation). */
  hasCode: boolean
  /** The contract the account delegates to, if any. */
  delegation: Address | undefined
  contract: Address
}): AtomicStatus {
  if (!account.contractDeployed) return 'unsupported'
  if (account.delegation?.toLowerCase() === account.contract.toLowerCase()) return 'supported'
  return account.hasCode ? 'unsupported' : 'ready'
}
