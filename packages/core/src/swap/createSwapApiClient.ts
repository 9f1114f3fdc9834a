import { createLatchApiRequest } from '../api/createLatchApiRequest'
import { DataApiError } from '../api/DataApiError'
import { isObject } from '../api/isObject'
import type { CaipAddress } from '../caip/caipAddress'
import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { PreparedTransaction, SwapQuote, SwapToken } from './SwapToken'

const isString = (value: unknown): value is string => typeof value === 'string'
const isInteger = (value: unknown): value is string => isString(value) && /^\d+$/.test(value)
const isCaip10 = (value: unknown): value is CaipAddress =>
  isString(value) && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/.test(value)

/**
 * The Latch server's `/v1/convert` routes (docs/swap.md), through createLatchApiRequest: non-2xx answers fail
 * with the server's reasons (`DataApiError`, whose reason names `swapErrorOf` reads); answers are checked for the
 * fields used.
 */
export function createSwapApiClient(options: { apiUrl: string; projectId: string }) {
  const request = createLatchApiRequest({ ...options, sdkVersion: 'js-swap-0.1.0' })
  const call = (path: string, query: Record<string, string | undefined>, body?: unknown) =>
    request(`/v1/convert/${path}`, {
      query,
      body: body === undefined ? undefined : { projectId: options.projectId, ...body },
    })
  return {
    async tokens(chainId: CaipNetworkId): Promise<SwapToken[]> {
      const body = await call('tokens', { chainId })
      if (!isObject(body) || !Array.isArray(body.tokens)) throw badAnswer('tokens')
      return body.tokens.filter(isToken).map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: token.address,
        decimals: token.decimals,
        logoUri: isString(token.logoUri) ? token.logoUri : null,
      }))
    },
    async quote(parameters: {
      amount: string
      userAddress: CaipAddress
      from: CaipAddress
      to: CaipAddress
      gasPrice?: string | undefined
    }): Promise<SwapQuote> {
      const body = await call('quotes', parameters)
      const quote = isObject(body) && Array.isArray(body.quotes) ? body.quotes[0] : undefined
      if (!isQuote(quote)) throw badAnswer('quotes')
      return quote
    },
    async allowance(parameters: {
      tokenAddress: CaipAddress
      userAddress: CaipAddress
    }): Promise<bigint> {
      const body = await call('allowance', parameters)
      if (!isObject(body) || !isInteger(body.allowance)) throw badAnswer('allowance')
      return BigInt(body.allowance)
    },
    async gasPrice(chainId: CaipNetworkId): Promise<bigint> {
      const body = await call('gas-price', { chainId })
      if (!isObject(body) || !isInteger(body.standard)) throw badAnswer('standard')
      return BigInt(body.standard)
    },
    async buildApprove(parameters: {
      userAddress: CaipAddress
      from: CaipAddress
      to: CaipAddress
      amount: string
    }): Promise<PreparedTransaction> {
      const body = await call('build-approve', parameters)
      const tx = isObject(body) ? preparedTransaction(body.tx) : undefined
      if (!tx) throw badAnswer('tx')
      return tx
    },
    async buildTransaction(parameters: {
      userAddress: CaipAddress
      from: CaipAddress
      to: CaipAddress
      amount: string
      slippage: number
    }): Promise<{ tx: PreparedTransaction; quote: SwapQuote; amountOutMin: string }> {
      const { slippage, ...rest } = parameters
      const body = await call('build-transaction', {}, { ...rest, eip155: { slippage } })
      const tx = isObject(body) ? preparedTransaction(body.tx) : undefined
      if (!tx || !isObject(body) || !isQuote(body.quote) || !isInteger(body.amountOutMin))
        throw badAnswer('tx')
      return { tx, quote: body.quote, amountOutMin: body.amountOutMin }
    },
  }
}

export type SwapApiClient = ReturnType<typeof createSwapApiClient>

function isToken(value: unknown): value is SwapToken {
  return (
    isObject(value) &&
    isString(value.name) &&
    isString(value.symbol) &&
    isCaip10(value.address) &&
    typeof value.decimals === 'number' &&
    Number.isInteger(value.decimals) &&
    value.decimals >= 0 &&
    value.decimals <= 36
  )
}

function isQuote(value: unknown): value is SwapQuote {
  return (
    isObject(value) &&
    isString(value.id) &&
    isInteger(value.fromAmount) &&
    isInteger(value.toAmount) &&
    isCaip10(value.fromAccount) &&
    isCaip10(value.toAccount) &&
    Array.isArray(value.route) &&
    value.route.every(isCaip10) &&
    isString(value.priceImpact) &&
    Number.isFinite(Number(value.priceImpact)) &&
    isInteger(value.fee)
  )
}

/** The server's `tx`: a swap carries its value as `amount`, an approval as `value`. */
function preparedTransaction(value: unknown): PreparedTransaction | undefined {
  if (!isObject(value) || !isCaip10(value.from) || !isCaip10(value.to)) return undefined
  if (!isString(value.data) || !/^0x[0-9a-fA-F]*$/.test(value.data)) return undefined
  const amount = value.amount ?? value.value ?? '0'
  if (!isInteger(amount)) return undefined
  const eip155 = isObject(value.eip155) ? value.eip155 : {}
  return {
    from: value.from,
    to: value.to,
    data: value.data as `0x${string}`,
    value: amount,
    gas: isInteger(eip155.gas) ? eip155.gas : undefined,
    gasPrice: isInteger(eip155.gasPrice) ? eip155.gasPrice : undefined,
  }
}

const badAnswer = (field: string) =>
  new DataApiError(502, [{ name: 'Bad Response', description: `Missing ${field}` }])
