import { randomUUID } from 'node:crypto'
import type { OnRampQuote, QuoteRequest } from '../OnRampProvider'

/**
 * The sandbox's prices in USD cents per unit: the dev stack's pools are seeded at ETH 3,000 USD and LUSD 1 USD
 * (packages/devstack, deployAmm), so what it sells matches what the Account view shows.
 */
export const sandboxPricesCents: Record<string, bigint> = { ETH: 300_000n, LUSD: 100n }

/** Its network fee, and its own fee: 1 % of the total, rounded up to the cent. */
const NETWORK_FEE_CENTS = 50n
const FEE_PERCENT = 1n

const cents = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.')
  return BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}
const asFiat = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`

/** Units bought for `subtotal` cents at `price` cents each, rounded down to six decimals. */
function unitsFor(subtotal: bigint, price: bigint): string {
  const micro = (subtotal * 1_000_000n) / price
  const fraction = String(micro % 1_000_000n)
    .padStart(6, '0')
    .replace(/0+$/, '')
  return fraction ? `${micro / 1_000_000n}.${fraction}` : String(micro / 1_000_000n)
}

/** The sandbox's quote: what it will pay out on the dev chain, exactly. */
export function sandboxQuote(request: QuoteRequest): OnRampQuote {
  const price = sandboxPricesCents[request.purchaseCurrency]
  if (price === undefined) throw new Error(`the sandbox sells no ${request.purchaseCurrency}`)
  const total = cents(request.amount)
  const fee = (total * FEE_PERCENT + 99n) / 100n
  const subtotal = total - NETWORK_FEE_CENTS - fee
  const money = (value: bigint) => ({ amount: asFiat(value), currency: request.paymentCurrency })
  return {
    provider: 'sandbox',
    networkFee: money(NETWORK_FEE_CENTS),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(total),
    purchaseAmount: { amount: unitsFor(subtotal, price), currency: request.purchaseCurrency },
    quoteId: `sandbox-${randomUUID()}`,
    estimate: false,
  }
}
