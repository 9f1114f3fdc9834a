import {
  type Address,
  encodePacked,
  erc20Abi,
  getContractAddress,
  getCreate2Address,
  type Hex,
  keccak256,
  parseEther,
  parseUnits,
} from 'viem'
import type { CompiledContracts } from './compileContracts'
import { expectedAddresses, type TestContracts } from './deployTestContracts'
import { devWalletClient } from './devWalletClient'
import { testAccount } from './testAccounts'
import { uniswapV2Artifacts, uniswapV2InitCodeHash } from './uniswapV2Artifacts'

export type AmmContracts = {
  /** Wrapped ether: the router's stand-in for the native coin in paths. */
  weth: Address
  factory: Address
  /** UniswapV2Router02: quotes (`getAmountsOut`), swaps, and the spender users approve. */
  router: Address
  pairs: { ethLusd: Address; ethLtk: Address; lusdLtk: Address }
}

/**
 * The pools' seed from account #0, at the demo's prices (ETH 3,000 USD, LUSD 1 USD, LTK 2.5 USD): 100 ETH ⇄
 * 300,000 LUSD, 100 ETH ⇄ 120,000 LTK, 100,000 LUSD ⇄ 40,000 LTK.
 */
export const ammSeed = {
  ethLusd: { eth: parseEther('100'), lusd: parseUnits('300000', 6) },
  ethLtk: { eth: parseEther('100'), ltk: parseUnits('120000', 18) },
  lusdLtk: { lusd: parseUnits('100000', 6), ltk: parseUnits('40000', 18) },
} as const

const deployer = testAccount(0)
/** Account #0's nonce after `deployTestContracts` on a fresh chain (4 deployments, 40 mints). */
const FIRST_NONCE = 44n
const FAR_DEADLINE = 2n ** 32n

/** The pool of two tokens that `factory` creates (CREATE2 over the sorted pair, as UniswapV2Library). */
export function pairAddress(factory: Address, a: Address, b: Address): Address {
  const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
  return getCreate2Address({
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: uniswapV2InitCodeHash,
  })
}

function ammAt(nonce: bigint, tokens: TestContracts): AmmContracts {
  const at = (offset: bigint) =>
    getContractAddress({ from: deployer.address, nonce: nonce + offset })
  const weth = at(0n)
  const factory = at(1n)
  return {
    weth,
    factory,
    router: at(2n),
    pairs: {
      ethLusd: pairAddress(factory, weth, tokens.lusd),
      ethLtk: pairAddress(factory, weth, tokens.ltk),
      lusdLtk: pairAddress(factory, tokens.lusd, tokens.ltk),
    },
  }
}

/** Where a fresh dev chain has the AMM: deployed by #0 right after the test contracts. */
export function expectedAmmAddresses(): AmmContracts {
  return ammAt(FIRST_NONCE, expectedAddresses())
}

/**
 * Uniswap V2 (WETH9, factory, router) on a dev chain, with the three pools seeded from account #0. The tokens
 * it pools are minted to #0 first, so #0 keeps its `testHoldings`. On a fresh chain after `deployTestContracts`
 * the addresses are `expectedAmmAddresses()`; when those already hold the pools, nothing is sent.
 */
export async function deployAmm(
  rpcUrl: string,
  compiled: CompiledContracts,
  tokens: TestContracts,
): Promise<AmmContracts> {
  const client = await devWalletClient(rpcUrl, deployer)
  const expected = expectedAmmAddresses()
  const codes = await Promise.all(
    [expected.router, ...Object.values(expected.pairs)].map((address) =>
      client.getCode({ address }),
    ),
  )
  if (codes.every((code) => code && code !== '0x')) return expected

  let nonce = await client.getTransactionCount({ address: deployer.address, blockTag: 'pending' })
  const amm = ammAt(BigInt(nonce), tokens)
  const hashes: Hex[] = []
  const send = async (hash: Promise<Hex>) => {
    hashes.push(await hash)
    nonce++
  }
  const { weth, factory, router } = uniswapV2Artifacts
  await send(client.deployContract({ ...weth, nonce }))
  await send(client.deployContract({ ...factory, args: [deployer.address], nonce }))
  await send(client.deployContract({ ...router, args: [amm.factory, amm.weth], nonce }))
  const write =
    (address: Address, abi: typeof erc20Abi | CompiledContracts['TestToken']['abi']) =>
    (functionName: string, args: readonly unknown[], value?: bigint) =>
      send(
        client.writeContract({
          abi,
          address,
          functionName,
          args,
          nonce,
          ...(value === undefined ? {} : { value }),
        } as never),
      )
  const lusdTotal = ammSeed.ethLusd.lusd + ammSeed.lusdLtk.lusd
  const ltkTotal = ammSeed.ethLtk.ltk + ammSeed.lusdLtk.ltk
  await write(tokens.lusd, compiled.TestToken.abi)('mint', [deployer.address, lusdTotal])
  await write(tokens.ltk, compiled.TestToken.abi)('mint', [deployer.address, ltkTotal])
  await write(tokens.lusd, erc20Abi)('approve', [amm.router, lusdTotal])
  await write(tokens.ltk, erc20Abi)('approve', [amm.router, ltkTotal])
  const routerCall = write(amm.router, router.abi as never)
  const to = deployer.address
  await routerCall(
    'addLiquidityETH',
    [
      tokens.lusd,
      ammSeed.ethLusd.lusd,
      ammSeed.ethLusd.lusd,
      ammSeed.ethLusd.eth,
      to,
      FAR_DEADLINE,
    ],
    ammSeed.ethLusd.eth,
  )
  await routerCall(
    'addLiquidityETH',
    [tokens.ltk, ammSeed.ethLtk.ltk, ammSeed.ethLtk.ltk, ammSeed.ethLtk.eth, to, FAR_DEADLINE],
    ammSeed.ethLtk.eth,
  )
  await routerCall('addLiquidity', [
    tokens.lusd,
    tokens.ltk,
    ammSeed.lusdLtk.lusd,
    ammSeed.lusdLtk.ltk,
    ammSeed.lusdLtk.lusd,
    ammSeed.lusdLtk.ltk,
    to,
    FAR_DEADLINE,
  ])
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`AMM transaction ${hash} reverted`)
  }
  return amm
}
