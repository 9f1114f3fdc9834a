import { safeIconUrl } from '@latch/core'

export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?: (event: string, listener: (...args: never[]) => void) => void
  removeListener?: (event: string, listener: (...args: never[]) => void) => void
}

/** An EIP-6963 announcement that passed validation. */
export type AnnouncedProvider = {
  info: { uuid: string; name: string; icon: string | undefined; rdns: string }
  provider: Eip1193Provider
}

const rdnsPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i

/**
 * Validates an `eip6963:announceProvider` event detail, which any script on the page can dispatch. Without a
 * uuid, a name, an rdns or a provider it is ignored; an icon that is not a safe image is dropped (the wallet
 * is listed with the default icon). Names are shown as text, never as HTML.
 */
export function parseAnnouncement(detail: unknown): AnnouncedProvider | undefined {
  if (!isRecord(detail) || !isRecord(detail.info)) return undefined
  const { uuid, name, icon, rdns } = detail.info
  const provider = detail.provider
  if (typeof uuid !== 'string' || !uuid) return undefined
  if (typeof name !== 'string' || !name.trim() || name.length > 100) return undefined
  if (typeof rdns !== 'string' || rdns.length > 255 || !rdnsPattern.test(rdns)) return undefined
  if (!isRecord(provider) || typeof provider.request !== 'function') return undefined
  return {
    info: { uuid, name: name.trim(), icon: safeIconUrl(icon), rdns },
    provider: provider as Eip1193Provider,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
