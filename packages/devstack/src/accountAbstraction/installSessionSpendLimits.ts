import {
  type Address,
  concat,
  createTestClient,
  getContractAddress,
  type Hex,
  http,
  parseEther,
  publicActions,
  walletActions,
  zeroHash,
} from 'viem'
import type { CompiledContract } from '../solidity/compileSolidity'

/** The CREATE2 deployer every anvil chain has from genesis (Arachnid's deterministic deployment proxy). */
const create2Deployer: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** Who sends the deployment: an impersonated address of its own, so no test account's nonce moves. */
const deployer: Address = '0x7715000000000000000000000000000000007715'

/** Where `SessionSpendLimits` lands through the CREATE2 deployer with a zero salt (the same on every chain). */
export function sessionSpendLimitsAddress(compiled: CompiledContract): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: create2Deployer,
    salt: zeroHash,
    bytecode: compiled.bytecode,
  })
}

/**
 * Deploys `SessionSpendLimits` (`contracts/SessionSpendLimits.sol`, docs/smart-accounts.md "Sessions") on a dev
 * chain through the CREATE2 deployer: no constructor, so the address depends only on the code. Idempotent.
 */
export async function installSessionSpendLimits(
  rpcUrl: string,
  compiled: CompiledContract,
): Promise<Address> {
  const address = sessionSpendLimitsAddress(compiled)
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)
  if (await client.getCode({ address })) return address
  await client.setBalance({ address: deployer, value: parseEther('1') })
  await client.impersonateAccount({ address: deployer })
  const hash = await client.sendTransaction({
    account: deployer,
    chain: null,
    to: create2Deployer,
    data: concat([zeroHash, compiled.bytecode]) as Hex,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  await client.stopImpersonatingAccount({ address: deployer })
  if (receipt.status !== 'success' || !(await client.getCode({ address })))
    throw new Error('SessionSpendLimits deployment failed')
  return address
}
