import { type Address, getContractAddress, type Hex, parseUnits } from 'viem'
import type { CompiledContracts } from './compileContracts'
import { devWalletClient } from './devWalletClient'
import { testAccount, testAccounts } from './testAccounts'

export type TestContracts = {
  /** "Latch USD", 6 decimals. */
  lusd: Address
  /** "Latch Token", 18 decimals. */
  ltk: Address
  /** "Latch Punks", ERC-721. */
  punks: Address
  /** "Latch Items", ERC-1155. */
  items: Address
}

/** What each of the ten test accounts holds after deployment. */
export const testHoldings = {
  lusd: parseUnits('1000000', 6),
  ltk: parseUnits('1000', 18),
  /** Token id of account #i's NFT is i. */
  punks: 1n,
  itemId: 1n,
  items: 5n,
} as const

const deployer = testAccount(0)

/**
 * Deploys the test tokens from account #0 (the only account that pays gas, so #1–#9 keep exactly 10,000 ETH)
 * and mints to the ten test accounts. On a fresh chain the addresses are the same on every chain; when they
 * already hold code, nothing is sent.
 */
export async function deployTestContracts(
  rpcUrl: string,
  compiled: CompiledContracts,
): Promise<TestContracts> {
  const client = await devWalletClient(rpcUrl, deployer)
  const expected = expectedAddresses()
  const codes = await Promise.all(
    Object.values(expected).map((address) => client.getCode({ address })),
  )
  if (codes.every((code) => code && code !== '0x')) return expected

  let nonce = await client.getTransactionCount({ address: deployer.address, blockTag: 'pending' })
  const hashes: Hex[] = []
  const deploy = async (contract: keyof CompiledContracts, args: readonly unknown[]) => {
    const address = getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
    const { abi, bytecode } = compiled[contract]
    hashes.push(await client.deployContract({ abi, bytecode, args, nonce: nonce++ }))
    return address
  }
  const contracts: TestContracts = {
    lusd: await deploy('TestToken', ['Latch USD', 'LUSD', 6]),
    ltk: await deploy('TestToken', ['Latch Token', 'LTK', 18]),
    punks: await deploy('TestNft', ['Latch Punks', 'LPUNK']),
    items: await deploy('TestMulti', ['Latch Items']),
  }
  const call = async (
    contract: keyof CompiledContracts,
    address: Address,
    functionName: string,
    args: readonly unknown[],
  ) => {
    const { abi } = compiled[contract]
    hashes.push(await client.writeContract({ abi, address, functionName, args, nonce: nonce++ }))
  }
  for (const [index, account] of testAccounts.entries()) {
    await call('TestToken', contracts.lusd, 'mint', [account.address, testHoldings.lusd])
    await call('TestToken', contracts.ltk, 'mint', [account.address, testHoldings.ltk])
    await call('TestNft', contracts.punks, 'mint', [account.address, BigInt(index)])
    await call('TestMulti', contracts.items, 'mint', [
      account.address,
      testHoldings.itemId,
      testHoldings.items,
    ])
  }
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Test contract transaction ${hash} reverted`)
  }
  return contracts
}

/** The addresses a fresh chain gives the contracts (deployer #0, nonces 0–3). */
export function expectedAddresses(): TestContracts {
  const at = (nonce: bigint) => getContractAddress({ from: deployer.address, nonce })
  return { lusd: at(0n), ltk: at(1n), punks: at(2n), items: at(3n) }
}
