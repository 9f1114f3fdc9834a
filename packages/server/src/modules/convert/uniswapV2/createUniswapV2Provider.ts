import { LRUCache } from 'lru-cache'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  maxUint112,
  type PublicClient,
  zeroAddress,
} from 'viem'
import type { SwapChainConfig } from '../../../platform/config/platformConfig'
import { cleanText } from '../../indexer/cleanText'
import { isNodeDown } from '../isNodeDown'
import { NATIVE_TOKEN_ADDRESS } from '../nativeTokenAddress'
import { priceImpact, routeFee } from '../priceImpact'
import type { SwapProvider, SwapQuote, SwapTokenInfo } from '../SwapProvider'
import { bestRoute, type Route } from './bestRoute'
import type { Hop } from './getAmountsOut'
import { type MidPrice, routeMidPrice } from './routeMidPrice'
import { factoryAbi, pairAbi, routerAbi } from './uniswapV2Abi'

/** The token list is read again after this long (metadata does not change; the list may). */
const TOKENS_TTL_MS = 5 * 60_000
/** A missing pool is looked up again after this long (one may be created); a found one is kept. */
const MISSING_PAIR_TTL_MS = 30_000

const native: SwapTokenInfo = {
  address: NATIVE_TOKEN_ADDRESS,
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
}

/**
 * The on-chain Uniswap V2 provider: quotes from the pools' reserves read at one block (what the router's
 * `getAmountsOut` answers for the chosen path), the best of the direct pool and every path through one
 * intermediate token (WETH or a tradable token), and Router02 calls for the swap.
 */
export function createUniswapV2Provider(
  client: PublicClient,
  config: SwapChainConfig,
  /** The tradable ERC-20 contracts when the configuration names none (the operator's token list). */
  listedTokens: () => readonly string[],
): SwapProvider {
  const weth = config.weth as Address
  const router = config.router as Address
  const wrap = (token: Address) => (token === NATIVE_TOKEN_ADDRESS ? weth : token)
  const pairs = new LRUCache<string, { pair: Address | null }>({ max: 10_000 })
  let tokenList: { at: number; tokens: Promise<SwapTokenInfo[]> } | undefined

  async function readTokens(): Promise<SwapTokenInfo[]> {
    const addresses = [...new Set(config.tokens ?? listedTokens())] as Address[]
    const read = async (address: Address): Promise<SwapTokenInfo | undefined> => {
      try {
        const [decimals, symbol, name] = await Promise.all([
          client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
          client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
          client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
        ])
        const cleanSymbol = cleanText(symbol, 32)
        if (!cleanSymbol || decimals > 36) return undefined
        return { address, decimals, symbol: cleanSymbol, name: cleanText(name, 64) ?? cleanSymbol }
      } catch (error) {
        // A listed contract that is no ERC-20 (an NFT) is not tradable; a node that is down is an error.
        if (isNodeDown(error)) throw error
        return undefined
      }
    }
    const tokens = await Promise.all(addresses.map(read))
    return [native, ...tokens.filter((token) => token !== undefined)]
  }

  async function tokens(): Promise<SwapTokenInfo[]> {
    if (!tokenList || Date.now() - tokenList.at > TOKENS_TTL_MS) {
      const current = { at: Date.now(), tokens: readTokens() }
      tokenList = current
      current.tokens.catch(() => {
        if (tokenList === current) tokenList = undefined
      })
    }
    return tokenList.tokens
  }

  const sorted = (a: Address, b: Address) => (a < b ? [a, b] : [b, a]) as [Address, Address]

  async function pairOf(a: Address, b: Address): Promise<Address | null> {
    const key = sorted(a, b).join(':')
    const cached = pairs.get(key)
    if (cached) return cached.pair
    const pair = await client.readContract({
      address: config.factory as Address,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    const found = pair === zeroAddress ? null : (pair.toLowerCase() as Address)
    pairs.set(key, { pair: found }, found ? {} : { ttl: MISSING_PAIR_TTL_MS })
    return found
  }

  /** The hops of each path whose pools all exist, reserves read at one block. */
  async function routesOf(paths: Address[][], blockNumber: bigint): Promise<Route<Address>[]> {
    const legs = new Map<string, [Address, Address]>()
    for (const path of paths)
      for (let i = 0; i + 1 < path.length; i++) {
        const [x, y] = sorted(path[i] as Address, path[i + 1] as Address)
        legs.set(`${x}:${y}`, [x, y])
      }
    const reserves = new Map<string, { token0: Address; reserve0: bigint; reserve1: bigint }>()
    await Promise.all(
      [...legs].map(async ([key, [token0, token1]]) => {
        const pair = await pairOf(token0, token1)
        if (!pair) return
        const [reserve0, reserve1] = await client.readContract({
          address: pair,
          abi: pairAbi,
          functionName: 'getReserves',
          blockNumber,
        })
        reserves.set(key, { token0, reserve0, reserve1 })
      }),
    )
    return paths.flatMap((path) => {
      const hops: Hop[] = []
      for (let i = 0; i + 1 < path.length; i++) {
        const tokenIn = path[i] as Address
        const pool = reserves.get(sorted(tokenIn, path[i + 1] as Address).join(':'))
        if (!pool || pool.reserve0 === 0n || pool.reserve1 === 0n) return []
        hops.push(
          pool.token0 === tokenIn
            ? { reserveIn: pool.reserve0, reserveOut: pool.reserve1 }
            : { reserveIn: pool.reserve1, reserveOut: pool.reserve0 },
        )
      }
      return [{ path, hops }]
    })
  }

  async function candidatePaths(a: Address, b: Address): Promise<Address[][]> {
    const intermediates = new Set([weth, ...(await tokens()).map((token) => wrap(token.address))])
    intermediates.delete(a)
    intermediates.delete(b)
    return [[a, b], ...[...intermediates].map((via) => [a, via, b])]
  }

  return {
    spender: router,
    // `_update`'s two price accumulators, each written from zero on a pair's first such write (2 × 22,100), and
    // their arithmetic, inside the router's call to the pair (which passes on 63/64 of what is left).
    gasHeadroomPerPool: 50_000n,
    // A pair holds at most 2^112 - 1 of a token (`UniswapV2: OVERFLOW`); below it the router's uint256 products fit.
    maxAmountIn: maxUint112,
    tokens,

    async quote(from, to, amountIn): Promise<SwapQuote | undefined> {
      const a = wrap(from)
      const b = wrap(to)
      if (a === b || amountIn <= 0n) return undefined
      const paths = await candidatePaths(a, b)
      const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
      const best = bestRoute(amountIn, await routesOf(paths, blockNumber))
      if (!best) return undefined
      return {
        route: best.path.map((token, index) =>
          index === 0 ? from : index === best.path.length - 1 ? to : token,
        ),
        amountIn,
        amountOut: best.amountOut,
        priceImpact: priceImpact(amountIn, best.amountOut, best.hops),
        fee: routeFee(amountIn, best.hops.length),
        blockNumber,
      }
    },

    async midPrice(base, quote) {
      const a = wrap(base)
      const b = wrap(quote)
      if (a === b) return { price: 1, depth: Number.POSITIVE_INFINITY }
      const known = await tokens()
      const decimals = (token: Address) =>
        token === weth ? 18 : known.find((listed) => listed.address === token)?.decimals
      // The direct pool, through WETH, or through another tradable token: the deepest of them.
      const paths = await candidatePaths(a, b)
      let deepest: MidPrice | undefined
      for (const route of await routesOf(paths, await client.getBlockNumber({ cacheTime: 0 }))) {
        const along = route.path.map(decimals)
        if (along.some((each) => each === undefined)) continue
        const mid = routeMidPrice(route.hops, along as number[])
        if (mid && (!deepest || mid.depth > deepest.depth)) deepest = mid
      }
      return deepest
    },

    buildApprove(token, amount) {
      return {
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, amount],
        }),
        value: 0n,
      }
    },

    buildSwap({ quote, amountOutMin, recipient, deadline }) {
      const path = quote.route.map(wrap)
      const from = quote.route[0]
      const to = quote.route[quote.route.length - 1]
      if (from === NATIVE_TOKEN_ADDRESS)
        return {
          to: router,
          data: encodeFunctionData({
            abi: routerAbi,
            functionName: 'swapExactETHForTokens',
            args: [amountOutMin, path, recipient, deadline],
          }),
          value: quote.amountIn,
        }
      return {
        to: router,
        data: encodeFunctionData({
          abi: routerAbi,
          functionName:
            to === NATIVE_TOKEN_ADDRESS ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [quote.amountIn, amountOutMin, path, recipient, deadline],
        }),
        value: 0n,
      }
    },
  }
}
