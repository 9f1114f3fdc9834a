import type { OnRampOptions } from './OnRampProvider'

/**
 * The built-in options (behaviour.md §9): card 10.00 to 7,500.00 and bank account 10.00 to 25,000.00 in USD and
 * EUR; USDC and ETH. What a provider whose options fail offers (behaviour.md §8).
 */
export const onrampDefaults: OnRampOptions = {
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ],
  })),
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        },
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      ],
    },
  ],
}
