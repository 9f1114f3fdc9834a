import { type Address, decodeFunctionData, formatUnits, type Hex, maxUint256 } from 'viem'
import { sayValue } from '../i18n/sayValue'
import { coinAmount, dataSize } from './describeRequest'
import { knownCallsAbi } from './knownCallsAbi'
import type { ValueWords } from './ValueWords'

/** What the screen knows of a token: read from its contract (`symbol()`, `decimals()`) before it shows. */
export type TokenFacts = { symbol: string; decimals: number }

/** A call of a batch (EIP-5792), as checked by the approval screen. */
export type BatchCall = { to: Address; value?: Hex | undefined; data?: Hex | undefined }

/** One call in plain words: what it does, and its details (their English, and their words: behaviour.md §20.8). */
export type DescribedCall = { action: string; details: string; words: ValueWords }

const details = (words: ValueWords) => ({ details: sayValue(words), words })

/**
 * behaviour.md §6.5: a call of a batch in plain words. ERC-20 transfer, approve and transferFrom with the token's
 * amount, Uniswap V2 swaps and WETH's wrap and unwrap by what they do; a plain transfer of the coin as such;
 * anything else as an unknown call with its target, value and the size of its data. `tokens` holds what was read of
 * the tokens involved (by lower-case address); a token not in it is named by its address, in base units.
 */
export function describeCall(
  call: BatchCall,
  chainId: number,
  tokens: ReadonlyMap<string, TokenFacts>,
): DescribedCall {
  const value = BigInt(call.value ?? '0x0')
  const coin = coinAmount(value, chainId)
  if (!call.data || call.data === '0x')
    return { action: 'Send', ...details({ say: 'sendTo', args: { amount: coin, to: call.to } }) }
  const token = (address: Address, amount: bigint) => tokenAmount(address, amount, tokens)
  let decoded: ReturnType<typeof decodeFunctionData<typeof knownCallsAbi>>
  try {
    decoded = decodeFunctionData({ abi: knownCallsAbi, data: call.data })
  } catch {
    return unknownCall(call, coin)
  }
  switch (decoded.functionName) {
    case 'transfer': {
      const [to, amount] = decoded.args
      return {
        action: 'Send token',
        ...details({ say: 'sendTo', args: { amount: token(call.to, amount), to } }),
      }
    }
    case 'approve': {
      const [spender, amount] = decoded.args
      const limit: ValueWords =
        amount === maxUint256
          ? { say: 'anyAmountOf', args: { token: tokenName(call.to, tokens) } }
          : token(call.to, amount)
      return {
        action: 'Allow spending',
        ...details({ say: 'maySpend', args: { spender, amount: limit } }),
      }
    }
    case 'transferFrom': {
      const [from, to, amount] = decoded.args
      return {
        action: 'Move token',
        ...details({ say: 'moveFrom', args: { amount: token(call.to, amount), from, to } }),
      }
    }
    case 'swapExactTokensForTokens':
    case 'swapExactTokensForETH': {
      const [amountIn, amountOutMin, path, to] = decoded.args
      const [first, last] = [path[0], path[path.length - 1]]
      if (!first || !last) return unknownCall(call, coin)
      const out =
        decoded.functionName === 'swapExactTokensForETH'
          ? coinAmount(amountOutMin, chainId)
          : token(last, amountOutMin)
      return {
        action: 'Swap',
        ...details({
          say: 'swap',
          args: { amount: token(first, amountIn), out, to, router: call.to },
        }),
      }
    }
    case 'swapExactETHForTokens': {
      const [amountOutMin, path, to] = decoded.args
      const last = path[path.length - 1]
      if (!last) return unknownCall(call, coin)
      return {
        action: 'Swap',
        ...details({
          say: 'swap',
          args: { amount: coin, out: token(last, amountOutMin), to, router: call.to },
        }),
      }
    }
    case 'deposit':
      return {
        action: 'Wrap',
        ...details({ say: 'wrap', args: { amount: coin, token: tokenName(call.to, tokens) } }),
      }
    case 'withdraw': {
      const [amount] = decoded.args
      return { action: 'Unwrap', ...details(token(call.to, amount)) }
    }
    default:
      return unknownCall(call, coin)
  }
}

/** The token addresses a call names (its target, a swap's path ends), whose facts the screen reads first. */
export function tokensOfCall(call: BatchCall): Address[] {
  if (!call.data || call.data === '0x') return []
  try {
    const decoded = decodeFunctionData({ abi: knownCallsAbi, data: call.data })
    switch (decoded.functionName) {
      case 'swapExactTokensForTokens':
      case 'swapExactTokensForETH':
      case 'swapExactETHForTokens': {
        const path =
          decoded.functionName === 'swapExactETHForTokens' ? decoded.args[1] : decoded.args[2]
        return [path[0], path[path.length - 1]].filter((address) => address !== undefined)
      }
      case 'transfer':
      case 'approve':
      case 'transferFrom':
      case 'deposit':
      case 'withdraw':
        return [call.to]
      default:
        return []
    }
  } catch {
    return []
  }
}

function unknownCall(call: BatchCall, coin: ValueWords): DescribedCall {
  return {
    action: 'Unknown call',
    ...details({
      say: 'unknownCall',
      args: { to: call.to, amount: coin, size: dataSize(call.data) },
    }),
  }
}

function tokenName(address: Address, tokens: ReadonlyMap<string, TokenFacts>): ValueWords {
  return tokens.get(address.toLowerCase())?.symbol ?? { say: 'tokenAt', args: { address } }
}

function tokenAmount(
  address: Address,
  amount: bigint,
  tokens: ReadonlyMap<string, TokenFacts>,
): ValueWords {
  const facts = tokens.get(address.toLowerCase())
  if (!facts) return { plural: 'baseUnits', count: amount.toString(), args: { address } }
  return { amount: formatUnits(amount, facts.decimals), symbol: facts.symbol }
}
