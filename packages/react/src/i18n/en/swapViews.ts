import type { SwapErrorCode } from '@latch/core'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views (behaviour.md §13.2; loaded with them) and the Account view's Swap button. */
export const swapViews = {
  titles: { Swap: 'Swap', SwapSelectToken: 'Select token', SwapPreview: 'Review Swap' },
  swapButton: 'Swap',
  youPay: 'You pay',
  youReceive: 'You receive',
  amount: 'Amount to swap',
  max: 'Max',
  maxLabel: 'Max amount',
  chooseToken: (side: 'from' | 'to', symbol: string | undefined) =>
    `${side === 'from' ? 'Token to pay with' : 'Token to receive'}: ${symbol ?? 'none chosen'}`,
  selectToken: 'Select',
  flip: 'Switch the tokens',
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  quoting: 'Getting the best price…',
  receiveAmount: (amount: string, symbol: string) => `${amount} ${symbol}`,
  priceImpact: 'Price impact',
  minimumReceived: 'Minimum received',
  networkFee: 'Network fee',
  slippage: (percent: number) => `Slippage tolerance: ${percent}%`,
  unknown: 'Unknown',
  review: 'Review swap',
  loadingTokens: 'Loading the tokens you can swap…',
  problems: {
    empty: 'Enter an amount.',
    notANumber: 'Enter the amount as a number, like 25 or 0.5.',
    tooManyDecimals: (symbol: string, decimals: number) =>
      `${symbol} has at most ${decimals} decimal places.`,
    zero: 'Enter an amount above zero.',
    notEnough: (symbol: string) => `You do not have enough ${symbol} for this swap.`,
  },
  errors: {
    insufficientBalance: 'You do not have enough balance for this swap and its network fee.',
    insufficientLiquidity:
      'There is not enough liquidity to swap this amount. Try a smaller amount or another token.',
    approvalPending:
      'Your approval is not confirmed on the network yet. Try the swap again in a moment; nothing was swapped.',
    priceMoved:
      'The price moved beyond your slippage tolerance, so the swap did not go through and nothing was swapped. Get a new quote to try again.',
    rejected: 'You rejected the request in your wallet.',
    networkNotSupported: 'Swaps are not available on this network.',
    unavailable: 'The swap service cannot be reached right now. Try again in a moment.',
    failed: 'Something went wrong. Nothing was swapped.',
  } satisfies Record<SwapErrorCode, string>,
  select: { ...selectTokenList, suggested: 'Suggested tokens' },
  preview: {
    step: (index: number, total: number) => `Step ${index} of ${total}`,
    approve: (symbol: string) => `Approve ${symbol}`,
    approveWhy: (amount: string, symbol: string) =>
      `First allow the exchange to use exactly ${amount} ${symbol}. Your wallet asks you to confirm this.`,
    swap: 'Swap',
    checking: 'Checking your approval…',
    retry: 'Try again',
    requote: 'Get a new quote',
    done: 'Done',
    pending: 'Confirm the request in your wallet…',
    confirming: 'Waiting for the transaction to be confirmed…',
    submitted:
      'The transaction was sent but is not confirmed yet. The Activity tab shows it once it is.',
    approved: (symbol: string) => `${symbol} approved. Now confirm the swap.`,
    swapped: (paid: string, received: string) =>
      `Swap complete: ${paid} for ${received}. Your balances are updated.`,
    rejectedApproval: 'You rejected the approval in your wallet. Nothing was approved.',
    rejectedSwap: 'You rejected the swap in your wallet. Nothing was swapped.',
  },
}
