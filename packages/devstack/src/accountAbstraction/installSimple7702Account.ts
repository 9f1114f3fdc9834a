import { createRequire } from 'node:module'
import { type Address, createTestClient, type Hex, http } from 'viem'

const require = createRequire(import.meta.url)

/**
 * Where `Simple7702Account` (eth-infinitism, v0.8) lives on public chains, and where viem's
 * `toSimple7702SmartAccount` looks for it: the contract an EOA delegates to (EIP-7702) to run a batch of calls
 * atomically at its own address (docs/smart-accounts.md, "Batching").
 */
export const simple7702AccountAddress: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

/**
 * Puts `Simple7702Account`'s runtime code, from the npm artifact of `@account-abstraction/contracts@0.8.0`, at its
 * canonical address on a dev chain (anvil). The contract has no constructor and no immutables (its EntryPoint is
 * a constant), so the runtime code alone is the deployed contract.
 */
export async function installSimple7702Account(rpcUrl: string): Promise<Address> {
  const artifact =
    require('@account-abstraction/contracts-v08/artifacts/Simple7702Account.json') as {
      deployedBytecode: Hex
    }
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await client.setCode({ address: simple7702AccountAddress, bytecode: artifact.deployedBytecode })
  return simple7702AccountAddress
}
