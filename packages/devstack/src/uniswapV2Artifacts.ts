import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

type Artifact = { abi: Abi; evm: { bytecode: { object: string } } }

function load(path: string): { abi: Abi; bytecode: Hex } {
  const artifact = require(path) as Artifact
  return { abi: artifact.abi, bytecode: `0x${artifact.evm.bytecode.object}` }
}

/**
 * Uniswap V2 as published on npm (`@uniswap/v2-core@1.0.1`, `@uniswap/v2-periphery@1.1.0-beta.0`): abi and
 * creation code, deployed as they are (no compile step).
 */
export const uniswapV2Artifacts = {
  factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
  pair: load('@uniswap/v2-core/build/UniswapV2Pair.json'),
  router: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  weth: load('@uniswap/v2-periphery/build/WETH9.json'),
  /** The periphery's fee-on-transfer test token ("Deflating Test Token", DTT: 1 % burnt per transfer). */
  deflatingToken: load('@uniswap/v2-periphery/build/DeflatingERC20.json'),
}

/**
 * The pair creation code's hash that `UniswapV2Library.pairFor` in the router hard-codes: the router finds
 * pools by it, so it must be the hash of the factory's pair code (devstack test).
 */
export const uniswapV2InitCodeHash: Hex =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'
