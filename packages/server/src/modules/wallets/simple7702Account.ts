import { type Address, parseAbi } from 'viem'

/**
 * `Simple7702Account` (eth-infinitism, `@account-abstraction/contracts@0.8.0`) at its canonical address: the
 * contract the embedded wallet's EOA delegates to (EIP-7702) to run a batch atomically at its own address
 * (behaviour.md §6.5). A chain without code there gets batches sent one call after the other.
 */
export const simple7702AccountAddress: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

/** Its `executeBatch`: the calls in order, reverting them all when one reverts (only the EOA itself may call it). */
export const simple7702AccountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
  'error ExecuteError(uint256 index, bytes reason)',
])
