/**
 * Whether the page lists sats-connect wallets (`window.btc_providers`, which Xverse-style extensions fill before the
 * app loads): read without sats-connect, so an app whose visitors have none loads none of it.
 */
export function hasSatsConnectProviders(): boolean {
  if (typeof window === 'undefined') return false
  const providers: unknown = (window as { btc_providers?: unknown }).btc_providers
  return Array.isArray(providers) && providers.length > 0
}
