import type { LatchOptions } from '../LatchOptions'
import type { WalletConnectSetup } from './WalletConnectCapability'

/**
 * Where WalletConnect sessions go: the configured relay and project, or by default the relay of the Latch server
 * at `apiUrl` (same host, `ws:` for `http:` and `wss:` for `https:`, path `/relay`) with the app's `projectId`.
 * Undefined when WalletConnect is off or nothing says where the relay is.
 */
export function walletConnectSetupFor(
  options: Pick<LatchOptions, 'walletConnect' | 'apiUrl' | 'projectId' | 'metadata'>,
): WalletConnectSetup | undefined {
  if (options.walletConnect === false) return undefined
  const relayUrl = options.walletConnect?.relayUrl ?? relayUrlOf(options.apiUrl)
  const projectId = options.walletConnect?.projectId ?? options.projectId
  if (!relayUrl || !projectId) return undefined
  return { relayUrl, projectId, metadata: options.metadata }
}

/** `http(s)://host/path` → `ws(s)://host/path/relay`; anything else has no relay. */
function relayUrlOf(apiUrl: string | undefined): string | undefined {
  const match = apiUrl?.match(/^http(s?):\/\/([^/?#\s]+)([^?#\s]*)/)
  return match ? `ws${match[1]}://${match[2]}${match[3]?.replace(/\/+$/, '')}/relay` : undefined
}
