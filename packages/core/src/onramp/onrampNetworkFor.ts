import type { OnRampOptions } from './OnRampTypes'

/**
 * The network a currency is bought on: the one of the account's chain (its CAIP-2 reference is the options'
 * `chain_id`), else the currency's first.
 */
export function onrampNetworkFor(
  options: OnRampOptions,
  purchaseCurrency: string | undefined,
  caipNetworkId: string | undefined,
): string | undefined {
  const currency = options.purchaseCurrencies.find((entry) => entry.id === purchaseCurrency)
  const reference = caipNetworkId?.split(':')[1]
  return (
    currency?.networks.find((network) => network.chain_id === reference)?.name ??
    currency?.networks[0]?.name
  )
}
