import type { OnRampOptions } from './OnRampTypes'

/**
 * The currencies a provider delivers on the account's chain (a network whose `chain_id` is its CAIP-2 reference):
 * what cannot reach the connected account is not offered (as swap on a network it cannot serve, behaviour.md §13.4).
 */
export function deliveredOn(
  options: OnRampOptions,
  caipNetworkId: string | undefined,
): OnRampOptions {
  const reference = caipNetworkId?.split(':')[1]
  return {
    ...options,
    purchaseCurrencies: options.purchaseCurrencies.filter((currency) =>
      currency.networks.some((network) => network.chain_id === reference),
    ),
  }
}
