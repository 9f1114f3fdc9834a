import { createHash } from 'node:crypto'
import {
  type Address,
  BaseError,
  ExecutionRevertedError,
  erc20Abi,
  type Hex,
  maxUint256,
} from 'viem'
import type { ChainRegistry, ServedChain } from '../../platform/chains/createChainRegistry'
import { HttpError } from '../../platform/http/HttpError'
import { cleanText } from '../indexer/cleanText'
import { convertErrors } from './convertErrors'
import { GAS_PRICE_PERCENTILES, gasPriceLevels } from './gasPriceLevels'
import { isNodeDown } from './isNodeDown'
import { minAmountOut } from './minAmountOut'
import { NATIVE_TOKEN_ADDRESS } from './nativeTokenAddress'
import type { SwapProvider, SwapQuote, SwapTokenInfo } from './SwapProvider'
import { withGasMargin } from './withGasMargin'

/** A CAIP-10 token or account, split: its chain and its address (lower case). */
export type CaipAccount = { caipNetworkId: string; address: Address }

/** A swap's deadline: 20 minutes after it is built. */
export const SWAP_DEADLINE_SECONDS = 20n * 60n
/** The gas kept back from a native source whose balance is short (a two-hop swap with margin). */
export const NATIVE_GAS_RESERVE = 300_000n
/** `disableEstimate`'s gas limit: the reference's 150,000 for one hop, 70,000 more per further hop. */
export function defaultSwapGas(hops: number): bigint {
  return 150_000n + 70_000n * BigInt(Math.max(0, hops - 1))
}
/** `build-approve`'s gas limit when the node cannot estimate it. */
const DEFAULT_APPROVE_GAS = 60_000n

const caip = (caipNetworkId: string, address: string) => `${caipNetworkId}:${address}`

/** A quote as the API answers it (data-api.md plus Latch's route, priceImpact, fee). */
export function quoteBody(caipNetworkId: string, quote: SwapQuote) {
  const id = createHash('sha256')
    .update(`${caipNetworkId}|${quote.blockNumber}|${quote.route.join('>')}|${quote.amountIn}`)
    .digest('hex')
    .slice(0, 32)
  return {
    id,
    fromAmount: String(quote.amountIn),
    fromAccount: caip(caipNetworkId, quote.route[0] ?? ''),
    toAmount: String(quote.amountOut),
    toAccount: caip(caipNetworkId, quote.route[quote.route.length - 1] ?? ''),
    route: quote.route.map((token) => caip(caipNetworkId, token)),
    priceImpact: quote.priceImpact,
    fee: String(quote.fee),
    blockNumber: String(quote.blockNumber),
  }
}

/**
 * Swaps (behaviour.md §7 `/v1/convert/*`, docs/swap.md): validation against the provider's tokens, balances and
 * allowances, gas, slippage and deadlines around a `SwapProvider` per chain.
 */
export function convertService({
  chains,
  providers,
  now = () => Date.now(),
}: {
  chains: ChainRegistry
  providers: ReadonlyMap<string, SwapProvider>
  now?: () => number
}) {
  function servedForSwaps(caipNetworkId: string) {
    const provider = providers.get(caipNetworkId)
    const chain = chains.get(caipNetworkId)
    if (!provider || !chain) throw convertErrors.networkNotSupportedForSwaps()
    return { provider, chain }
  }

  /** Chain calls: a node that does not answer is a 503 naming the chain, never a stack. */
  async function onChain<T>(chain: ServedChain, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      if (error instanceof HttpError) throw error
      if (isNodeDown(error)) throw convertErrors.nodeDown(chain.caipNetworkId)
      throw error
    }
  }

  async function tradable(provider: SwapProvider, token: CaipAccount): Promise<SwapTokenInfo> {
    const found = (await provider.tokens()).find((listed) => listed.address === token.address)
    if (!found)
      throw convertErrors.badRequest(
        `${caip(token.caipNetworkId, token.address)} is not a tradable token on ${token.caipNetworkId}`,
      )
    return found
  }

  /** The two tokens of a swap and the user, on one served chain. */
  async function swapParties(from: CaipAccount, to: CaipAccount, user: CaipAccount) {
    const served = servedForSwaps(from.caipNetworkId)
    if (to.caipNetworkId !== from.caipNetworkId || user.caipNetworkId !== from.caipNetworkId)
      throw convertErrors.badRequest('from, to and userAddress must be on one chain')
    if (from.address === to.address)
      throw convertErrors.badRequest('from and to are the same token')
    await onChain(served.chain, async () => {
      await tradable(served.provider, from)
      await tradable(served.provider, to)
    })
    return served
  }

  /** An amount the provider's contracts can take: past it any swap reverts, so no quote is worth giving. */
  function checkAmount(provider: SwapProvider, amount: bigint) {
    if (amount > provider.maxAmountIn) throw convertErrors.amountTooLarge(provider.maxAmountIn)
  }

  async function quoteOrRefuse(provider: SwapProvider, from: Address, to: Address, amount: bigint) {
    const quote = await provider.quote(from, to, amount)
    if (!quote) throw convertErrors.insufficientLiquidity()
    return quote
  }

  async function estimate(
    chain: ServedChain,
    call: { account: Address; to: Address; data: Hex; value: bigint },
    headroom: bigint,
  ): Promise<bigint> {
    try {
      return withGasMargin(await chain.client.estimateGas(call), headroom)
    } catch (error) {
      if (isNodeDown(error)) throw convertErrors.nodeDown(chain.caipNetworkId)
      const reverted =
        error instanceof BaseError
          ? (error.walk((cause) => cause instanceof ExecutionRevertedError) as BaseError | null)
          : null
      const reason = cleanText(reverted?.details ?? reverted?.shortMessage ?? '', 200)
      throw convertErrors.swapWouldFail(
        reason ? `The transaction would revert: ${reason}` : 'The transaction would revert',
      )
    }
  }

  async function erc20(
    chain: ServedChain,
    token: Address,
    functionName: 'balanceOf',
    args: [Address],
  ): Promise<bigint>
  async function erc20(
    chain: ServedChain,
    token: Address,
    functionName: 'allowance',
    args: [Address, Address],
  ): Promise<bigint>
  async function erc20(
    chain: ServedChain,
    token: Address,
    functionName: 'balanceOf' | 'allowance',
    args: [Address] | [Address, Address],
  ): Promise<bigint> {
    return (await chain.client.readContract({
      address: token,
      abi: erc20Abi,
      functionName,
      args,
    } as never)) as bigint
  }

  return {
    /** `GET /v1/convert/tokens`: the chain's tradable tokens, the native coin first. */
    async tokens(caipNetworkId: string) {
      const { provider, chain } = servedForSwaps(caipNetworkId)
      const tokens = await onChain(chain, () => provider.tokens())
      return tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: caip(caipNetworkId, token.address),
        decimals: token.decimals,
        logoUri: null,
      }))
    },

    /** `GET /v1/convert/quotes`: the best route's quote for `amount` source units. */
    async quote(input: { from: CaipAccount; to: CaipAccount; user: CaipAccount; amount: bigint }) {
      const { provider, chain } = await swapParties(input.from, input.to, input.user)
      checkAmount(provider, input.amount)
      const quote = await onChain(chain, () =>
        quoteOrRefuse(provider, input.from.address, input.to.address, input.amount),
      )
      return quoteBody(chain.caipNetworkId, quote)
    },

    /** `GET /v1/convert/allowance`: what the swap's spender may take of the user's token (native: all). */
    async allowance(input: { token: CaipAccount; user: CaipAccount }) {
      const { provider, chain } = servedForSwaps(input.token.caipNetworkId)
      if (input.user.caipNetworkId !== input.token.caipNetworkId)
        throw convertErrors.badRequest('tokenAddress and userAddress must be on one chain')
      return onChain(chain, async () => {
        await tradable(provider, input.token)
        if (input.token.address === NATIVE_TOKEN_ADDRESS) return maxUint256
        return erc20(chain, input.token.address, 'allowance', [
          input.user.address,
          provider.spender,
        ])
      })
    },

    /** `GET /v1/convert/gas-price`: standard / fast / instant from the fee history (any served chain). */
    async gasPrice(caipNetworkId: string) {
      const chain = chains.get(caipNetworkId)
      if (!chain) throw convertErrors.networkNotSupportedForGasPrice()
      return onChain(chain, async () => {
        const history = await chain.client
          .getFeeHistory({ blockCount: 10, rewardPercentiles: [...GAS_PRICE_PERCENTILES] })
          .catch((error: unknown) => {
            if (isNodeDown(error)) throw error
            return undefined
          })
        if (history?.baseFeePerGas.length) return gasPriceLevels(history)
        // A chain without EIP-1559 fee history: its gas price for every level.
        const price = await chain.client.getGasPrice()
        return { standard: price, fast: price, instant: price }
      })
    },

    /** `GET /v1/convert/build-approve`: approve the spender for `amount` (or, asked for, unlimited). */
    async buildApprove(input: {
      from: CaipAccount
      to: CaipAccount
      user: CaipAccount
      amount: bigint | undefined
      unlimited: boolean
    }) {
      const { provider, chain } = await swapParties(input.from, input.to, input.user)
      if (input.from.address === NATIVE_TOKEN_ADDRESS)
        throw convertErrors.badRequest('The native coin needs no approval')
      const amount = input.unlimited ? maxUint256 : input.amount
      if (amount === undefined)
        throw convertErrors.badRequest('amount: required (the approval is for the exact amount)')
      const call = provider.buildApprove(input.from.address, amount)
      const [gas, gasPrice] = await onChain(chain, () =>
        Promise.all([
          chain.client
            .estimateGas({ account: input.user.address, to: call.to, data: call.data })
            .then(withGasMargin, (error: unknown) => {
              if (isNodeDown(error)) throw error
              return DEFAULT_APPROVE_GAS
            }),
          chain.client.getGasPrice(),
        ]),
      )
      return {
        tx: {
          from: caip(chain.caipNetworkId, input.user.address),
          to: caip(chain.caipNetworkId, call.to),
          data: call.data,
          value: String(call.value),
          eip155: { gas: String(gas), gasPrice: String(gasPrice) },
        },
        amount: String(amount),
      }
    },

    /** `POST /v1/convert/build-transaction`: the swap call, its minimum out and deadline, gas. */
    async buildTransaction(input: {
      from: CaipAccount
      to: CaipAccount
      user: CaipAccount
      amount: bigint
      slippagePpm: bigint
      disableEstimate: boolean
    }) {
      const { provider, chain } = await swapParties(input.from, input.to, input.user)
      checkAmount(provider, input.amount)
      const user = input.user.address
      return onChain(chain, async () => {
        const [gasPrice, latest] = await Promise.all([
          chain.client.getGasPrice(),
          chain.client.getBlock({ blockTag: 'latest' }),
        ])
        let amount = input.amount
        let adjustment: { requestedAmount: string; amount: string; reason: string } | undefined
        if (input.from.address === NATIVE_TOKEN_ADDRESS) {
          const balance = await chain.client.getBalance({ address: user })
          const reserve = NATIVE_GAS_RESERVE * gasPrice
          if (balance < amount + reserve) {
            if (balance <= reserve)
              throw convertErrors.insufficientBalance('The balance does not cover the network fee')
            amount = balance - reserve
            adjustment = {
              requestedAmount: String(input.amount),
              amount: String(amount),
              reason: 'The amount was reduced to leave enough for the network fee',
            }
          }
        } else if (!input.disableEstimate) {
          const [balance, allowance] = await Promise.all([
            erc20(chain, input.from.address, 'balanceOf', [user]),
            erc20(chain, input.from.address, 'allowance', [user, provider.spender]),
          ])
          if (balance < amount)
            throw convertErrors.insufficientBalance('The balance is less than the amount')
          if (allowance < amount) throw convertErrors.insufficientAllowance()
        }
        const quote = await quoteOrRefuse(provider, input.from.address, input.to.address, amount)
        const amountOutMin = minAmountOut(quote.amountOut, input.slippagePpm)
        const nowSeconds = BigInt(Math.floor(now() / 1000))
        const deadline =
          (latest.timestamp > nowSeconds ? latest.timestamp : nowSeconds) + SWAP_DEADLINE_SECONDS
        const call = provider.buildSwap({ quote, amountOutMin, recipient: user, deadline })
        const gas = input.disableEstimate
          ? defaultSwapGas(quote.route.length - 1)
          : await estimate(
              chain,
              { account: user, ...call },
              provider.gasHeadroomPerPool * BigInt(quote.route.length - 1),
            )
        return {
          tx: {
            from: caip(chain.caipNetworkId, user),
            to: caip(chain.caipNetworkId, call.to),
            data: call.data,
            amount: String(call.value),
            eip155: { gas: String(gas), gasPrice: String(gasPrice) },
          },
          quote: quoteBody(chain.caipNetworkId, quote),
          amountOutMin: String(amountOutMin),
          deadline: Number(deadline),
          ...(adjustment ? { adjustment } : {}),
        }
      })
    },
  }
}

export type ConvertService = ReturnType<typeof convertService>
