import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CompiledContracts, compileContracts } from './compileContracts'
import { deployTestContracts, expectedAddresses, testHoldings } from './deployTestContracts'
import { dataDir } from './paths'
import { type Chain, startChain } from './startChain'
import { testAccount, testAccounts } from './testAccounts'

const erc721Abi = [
  {
    type: 'function',
    name: 'ownerOf',
    stateMutability: 'view',
    inputs: [{ name: 'id', type: 'uint256' }],
    outputs: [{ type: 'address' }],
  },
] as const
const erc1155Abi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [
      { name: 'account', type: 'address' },
      { name: 'id', type: 'uint256' },
    ],
    outputs: [{ type: 'uint256' }],
  },
] as const

let chain: Chain
let compiled: CompiledContracts

beforeAll(async () => {
  chain = await startChain({ port: 18545, chainId: 31337 })
  compiled = await compileContracts(join(dataDir, 'contracts-cache'))
}, 60_000)
afterAll(() => chain?.stop())

describe('startChain', () => {
  it('serves the chain id with the ten funded test accounts', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(await client.getChainId()).toBe(31337)
    expect(testAccounts[1]?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(await client.getBalance({ address: testAccount(9).address })).toBe(parseEther('10000'))
  })

  it('refuses a port that is taken, saying so', async () => {
    await expect(startChain({ port: chain.port, chainId: 1 })).rejects.toThrow(
      `Port ${chain.port} is already in use`,
    )
  })

  it('stop() leaves no anvil behind', async () => {
    const other = await startChain({ port: 18546, chainId: 31338 })
    const running = () => execFileSync('ps', ['-eo', 'args']).toString().includes('--port 18546')
    expect(running()).toBe(true)
    await other.stop()
    expect(running()).toBe(false)
  })
})

describe('deployTestContracts', () => {
  it('deploys at the fixed addresses and mints to the ten accounts; only #0 pays gas', async () => {
    const contracts = await deployTestContracts(chain.rpcUrl, compiled)
    expect(contracts).toEqual(expectedAddresses())
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const holder = testAccount(3).address
    const read = (address: `0x${string}`, functionName: 'balanceOf' | 'decimals' | 'symbol') =>
      client.readContract({
        address,
        abi: erc20Abi,
        functionName,
        args: functionName === 'balanceOf' ? [holder] : [],
      } as never)
    expect(await read(contracts.lusd, 'symbol')).toBe('LUSD')
    expect(await read(contracts.lusd, 'decimals')).toBe(6)
    expect(await read(contracts.lusd, 'balanceOf')).toBe(parseUnits('1000000', 6))
    expect(await read(contracts.ltk, 'decimals')).toBe(18)
    expect(await read(contracts.ltk, 'balanceOf')).toBe(testHoldings.ltk)
    expect(
      await client.readContract({
        address: contracts.punks,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [3n],
      }),
    ).toBe(holder)
    expect(
      await client.readContract({
        address: contracts.items,
        abi: erc1155Abi,
        functionName: 'balanceOf',
        args: [holder, 1n],
      }),
    ).toBe(5n)
    for (const account of testAccounts.slice(1))
      expect(await client.getBalance({ address: account.address })).toBe(parseEther('10000'))
  })

  it('is idempotent: a second run sends nothing', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const block = await client.getBlockNumber()
    await deployTestContracts(chain.rpcUrl, compiled)
    expect(await client.getBlockNumber()).toBe(block)
  })
})
