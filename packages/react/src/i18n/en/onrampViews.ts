/** Inside the on-ramp views (behaviour.md §2, on-ramp; loaded with them) and the Account view's Buy button. */
export const onrampViews = {
  titles: { OnRampBuy: 'Buy', OnRampProviders: 'Choose a provider', BuyInProgress: 'Buying' },
  buyButton: 'Buy',
  loading: 'Loading what you can buy…',
  currency: 'Currency to buy',
  paymentCurrency: 'Pay with',
  paymentMethod: 'Payment method',
  methods: { card: 'Card', bank_account: 'Bank account' } as Record<string, string>,
  amount: 'Amount',
  limits: (method: string, min: string, max: string, currency: string) =>
    `${method}: from ${min} to ${max} ${currency}`,
  defaultsNote: 'The providers’ options could not be loaded: these are the standard ones.',
  problems: {
    empty: 'Enter an amount.',
    invalid: 'Enter the amount as a number with at most two decimals, like 50 or 49.99.',
    noMethod: 'This payment method is not offered in this currency.',
    belowMin: (min: string, currency: string, method: string) =>
      `The least you can pay by ${method} is ${min} ${currency}.`,
    aboveMax: (max: string, currency: string, method: string) =>
      `The most you can pay by ${method} is ${max} ${currency}.`,
  },
  noProviders: 'No provider is available to buy with right now.',
  nothingOnThisNetwork: 'Nothing can be bought for an account on this network here.',
  seeQuotes: 'See quotes',
  quoting: 'Asking the providers for quotes…',
  youGet: 'You get',
  total: 'Total',
  fees: 'Fees',
  networkFee: 'Network fee',
  sandbox: 'Sandbox',
  sandboxNote: 'Test payments only: pays out on the development chain.',
  estimate: 'Estimate',
  estimateNote: (reason: string | undefined) =>
    `This provider did not quote${reason ? ` (${reason})` : ''}: the amounts are an estimate and cannot be paid.`,
  buyWith: (provider: string, amount: string, currency: string) =>
    `Buy ${amount} ${currency} with ${provider}`,
  notPayable: 'Estimate only: not payable',
  opening: 'Opening the checkout…',
  waiting: (provider: string) =>
    `Complete the payment in the ${provider} window. This updates on its own.`,
  success: (amount: string, currency: string) =>
    `Bought ${amount} ${currency}. Your balance is updated.`,
  failed: 'The purchase did not go through: nothing was charged.',
  blocked: 'The checkout window could not open. Allow pop-ups for this site and try again.',
  retry: 'Try again',
  done: 'Done',
}
