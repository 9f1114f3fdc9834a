import type { WalletConnectSetup } from '../adapter'
import type { LatchOptions } from '../LatchOptions'

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

function relayUrlOf(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined
  try {
    const url = new URL(apiUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/relay`
    url.search = ''
    url.hash = ''
    return url.toString()
  } catch {
    return undefined
  }
}
