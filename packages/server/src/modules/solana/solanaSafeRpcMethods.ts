/**
 * The Solana JSON-RPC methods the RPC proxy forwards (behaviour.md §6 "Safe methods"): reads of bounded cost and
 * sending a transaction signed elsewhere; signing is the wallet's. Left out: scans whose cost the caller sets
 * (getProgramAccounts, getLargestAccounts, getTokenLargestAccounts), whole blocks, and the faucet.
 */
export const solanaSafeRpcMethods = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getEpochSchedule',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])
