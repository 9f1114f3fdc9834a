import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { deliveredOn } from './deliveredOn'
import type { OnRampOptions } from './OnRampTypes'
import { onrampApiOf } from './onrampApiOf'
import { onrampDefaults } from './onrampDefaults'
import { setOnRamp } from './setOnRamp'

const preferred = (ids: string[], wanted: string, current: string | undefined) =>
  current && ids.includes(current) ? current : ids.includes(wanted) ? wanted : ids[0]

/**
 * The Buy view's data: the providers (those the app lists, or all), and the options of the first, its currencies
 * those it delivers on the account's chain. Options that cannot be had are the built-in defaults (behaviour.md §8,
 * `defaults: true`), and so is a provider list that fails.
 */
export async function loadOnRamp(latch: Latch): Promise<void> {
  const api = onrampApiOf(latch)
  const state = latch.getState().onramp
  if (state.options?.status === 'loading') return
  setOnRamp(latch, {
    options: { status: 'loading', value: onrampDefaults, defaults: false },
    quotes: undefined,
    checkout: undefined,
  })
  const listed = latch.options.onramp?.providers ?? []
  const providers = await api?.providers().catch(() => undefined)
  const offered = (providers ?? []).filter(
    (provider) => listed.length === 0 || listed.includes(provider.id),
  )
  setOnRamp(latch, { providers: { status: providers ? 'ready' : 'error', list: offered } })
  const first = offered[0]
  let options: OnRampOptions = onrampDefaults
  let defaults = true
  if (api && first) {
    const answer = await api.options(first.id).catch(() => undefined)
    if (answer) {
      const { defaults: fallback, ...value } = answer
      // The provider's own options name their chains; the built-in defaults are shown as they are (§8).
      options = fallback ? value : deliveredOn(value, getAccount(latch).caipNetworkId)
      defaults = fallback
    }
  }
  const current = latch.getState().onramp
  setOnRamp(latch, {
    options: { status: 'ready', value: options, defaults, provider: first?.id },
    purchaseCurrency: preferred(
      options.purchaseCurrencies.map((c) => c.id),
      'ETH',
      current.purchaseCurrency,
    ),
    paymentCurrency: preferred(
      options.paymentCurrencies.map((c) => c.id),
      'USD',
      current.paymentCurrency,
    ),
  })
}
