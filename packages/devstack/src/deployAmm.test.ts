import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ammSeed, expectedAmmAddresses, pairAddress } from './deployAmm'
import { expectedAddresses, testHoldings } from './deployTestContracts'
import { freePort } from './freePort'
import { dataDir } from './paths'
import { type DevChainInfo, startDevChains } from './startDevChains'
import { testAccount } from './testAccounts'
import { uniswapV2Artifacts, uniswapV2InitCodeHash } from './uniswapV2Artifacts'

const pairAbi = [
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'reserve0', type: 'uint112' },
      { name: 'reserve1', type: 'uint112' },
      { name: 'blockTimestampLast', type: 'uint32' },
    ],
  },
  {
    type: 'function',
    name: 'token0',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'address' }],
  },
] as const

let chains: DevChainInfo[] = []
let stop: () => Promise<void> = async () => undefined

beforeAll(async () => {
  const started = await startDevChains({
    ports: [await freePort(), await freePort()],
    cacheDir: dataDir,
  })
  chains = started.chains
  stop = started.stop
}, 120_000)
afterAll(() => stop())

describe('Uniswap V2 artifacts', () => {
  it("hash the factory's pair code to the init-code hash the router's library hard-codes", () => {
    expect(keccak256(uniswapV2Artifacts.pair.bytecode)).toBe(uniswapV2InitCodeHash)
    expect(uniswapV2Artifacts.factory.bytecode).toContain(uniswapV2Artifacts.pair.bytecode.slice(2))
    expect(uniswapV2Artifacts.router.bytecode).toContain(uniswapV2InitCodeHash.slice(2))
  })
})

describe('the dev chains after start', () => {
  it('have the AMM at the fixed addresses on both chains', () => {
    expect(chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    for (const chain of chains) {
      expect(chain.contracts).toEqual(expectedAddresses())
      expect(chain.amm).toEqual(expectedAmmAddresses())
    }
  })

  it('hold the three pools with the seeded reserves, where the factory and the router find them', async () => {
    for (const chain of chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const { amm, contracts } = chain
      const reserves = async (pair: Address, first: Address) => {
        const [r0, r1] = await client.readContract({
          address: pair,
          abi: pairAbi,
          functionName: 'getReserves',
        })
        const token0 = await client.readContract({
          address: pair,
          abi: pairAbi,
          functionName: 'token0',
        })
        return getAddress(token0) === getAddress(first) ? [r0, r1] : [r1, r0]
      }
      expect(await reserves(amm.pairs.ethLusd, amm.weth)).toEqual([
        ammSeed.ethLusd.eth,
        ammSeed.ethLusd.lusd,
      ])
      expect(await reserves(amm.pairs.ethLtk, amm.weth)).toEqual([
        ammSeed.ethLtk.eth,
        ammSeed.ethLtk.ltk,
      ])
      expect(await reserves(amm.pairs.lusdLtk, contracts.lusd)).toEqual([
        ammSeed.lusdLtk.lusd,
        ammSeed.lusdLtk.ltk,
      ])
      const getPair = (a: Address, b: Address) =>
        client.readContract({
          address: amm.factory,
          abi: uniswapV2Artifacts.factory.abi,
          functionName: 'getPair',
          args: [a, b],
        })
      expect(await getPair(contracts.ltk, contracts.lusd)).toBe(amm.pairs.lusdLtk)
      expect(pairAddress(amm.factory, contracts.ltk, amm.weth)).toBe(amm.pairs.ethLtk)
      // The router prices through the pools it computes from the init-code hash: 1 ETH at ~3,000 LUSD.
      const [, out] = (await client.readContract({
        address: amm.router,
        abi: uniswapV2Artifacts.router.abi,
        functionName: 'getAmountsOut',
        args: [parseEther('1'), [amm.weth, contracts.lusd]],
      })) as bigint[]
      expect(out).toBe(
        (997n * 10n ** 18n * ammSeed.ethLusd.lusd) /
          (1000n * ammSeed.ethLusd.eth + 997n * 10n ** 18n),
      )
      // Account #0 seeded the pools with tokens minted for them: it keeps its test holdings.
      const held = (token: Address) =>
        client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [testAccount(0).address],
        })
      expect(await held(contracts.lusd)).toBe(testHoldings.lusd)
      expect(await held(contracts.ltk)).toBe(testHoldings.ltk)
      expect(await client.getBalance({ address: testAccount(0).address })).toBeLessThan(
        parseEther('9800'),
      )
    }
  })
})
