import type { ModuleContext } from '../../platform/ServerModule'
import type { SwapProvider } from './SwapProvider'
import { createUniswapV2Provider } from './uniswapV2/createUniswapV2Provider'

const perApp = new WeakMap<object, ReadonlyMap<string, SwapProvider>>()

/**
 * The swap provider of each chain in `LATCH_SWAP`, one set per app (the convert and prices modules share its
 * caches): the on-chain Uniswap V2 router.
 */
export function swapProviders({
  config,
  chains,
  tokens,
}: Pick<ModuleContext, 'config' | 'chains' | 'tokens'>): ReadonlyMap<string, SwapProvider> {
  const known = perApp.get(chains)
  if (known) return known
  const providers = new Map<string, SwapProvider>()
  for (const swap of config.swap) {
    const chain = chains.get(swap.caipNetworkId)
    if (chain)
      providers.set(
        swap.caipNetworkId,
        createUniswapV2Provider(chain.client, swap, () => tokens.addresses(swap.caipNetworkId)),
      )
  }
  perApp.set(chains, providers)
  return providers
}
