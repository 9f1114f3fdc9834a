import type { OnRampProvider } from './OnRampProvider'
import type { OnRampConfig } from './onrampConfig'
import type { Fetch } from './providerFetch'
import { coinbaseProvider } from './providers/coinbaseProvider'
import { meldProvider } from './providers/meldProvider'
import { moonPayProvider } from './providers/moonpayProvider'
import { transakProvider } from './providers/transakProvider'
import { sandboxProvider } from './sandbox/sandboxProvider'

/** The providers whose keys are set, the sandbox first when it is on. */
export function onrampProviders(
  config: OnRampConfig,
  deps: { fetch: Fetch; now: () => number; publicUrl: string },
): OnRampProvider[] {
  const providers: OnRampProvider[] = []
  if (config.sandbox)
    providers.push(
      sandboxProvider({
        caipNetworkId: config.sandbox.caipNetworkId,
        chainId: Number(config.sandbox.caipNetworkId.split(':')[1]),
        lusd: config.sandbox.lusd,
        webhookSecret: config.sandbox.webhookSecret,
        publicUrl: deps.publicUrl,
      }),
    )
  if (config.coinbase) providers.push(coinbaseProvider(config.coinbase, deps))
  if (config.moonpay) providers.push(moonPayProvider(config.moonpay, deps))
  if (config.transak) providers.push(transakProvider(config.transak, deps))
  if (config.meld)
    providers.push(
      meldProvider({ ...config.meld, webhookUrl: `${deps.publicUrl}/onramp/webhook/meld` }, deps),
    )
  return providers
}
