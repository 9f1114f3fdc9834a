import { DataApiError } from '../api/DataApiError'
import type { RegistryPage, RegistryWallet } from './RegistryWallet'

export type RegistryQuery = {
  page?: number | undefined
  /** Wallets a page; 40 by default. */
  entries?: number | undefined
  /** A name to search for; the registry ignores fewer than 2 characters. */
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  chains?: readonly string[] | undefined
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const orNull = (value: unknown): string | null => (isString(value) ? value : null)

/**
 * A wallet from the wire, or undefined for one without what the list needs (id, name, image). Links are kept only
 * as strings; nothing else of the answer reaches the page.
 */
function toWallet(value: unknown, base: string): RegistryWallet | undefined {
  if (!isObject(value) || !isString(value.id) || !isString(value.name)) return undefined
  if (!isString(value.imageUrl)) return undefined
  const links = isObject(value.links) ? value.links : {}
  const pair = (key: string) => {
    const links2 = isObject(links[key]) ? (links[key] as Record<string, unknown>) : {}
    return { native: orNull(links2.native), universal: orNull(links2.universal) }
  }
  const stores = isObject(value.stores) ? value.stores : {}
  let imageUrl: string
  try {
    imageUrl = new URL(value.imageUrl, `${base}/`).toString()
  } catch {
    return undefined
  }
  return {
    id: value.id,
    name: value.name,
    rdns: orNull(value.rdns),
    homepage: orNull(value.homepage),
    imageUrl,
    links: { mobile: pair('mobile'), desktop: pair('desktop'), web: orNull(links.web) },
    stores: {
      ios: orNull(stores.ios),
      android: orNull(stores.android),
      chrome: orNull(stores.chrome),
      firefox: orNull(stores.firefox),
      edge: orNull(stores.edge),
    },
    chains: Array.isArray(value.chains) ? value.chains.filter(isString) : [],
    injectedIds: Array.isArray(value.injectedIds) ? value.injectedIds.filter(isString) : [],
  }
}

/** The wallet registry of the Latch server (`GET /v1/registry/wallets`), or another at `registryUrl`. */
export function createRegistryClient(options: {
  registryUrl: string
  projectId: string
  fetch?: typeof fetch
}) {
  const base = options.registryUrl.replace(/\/+$/, '')
  const origin = new URL(base).origin
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))

  return {
    async getWallets(query: RegistryQuery = {}): Promise<RegistryPage> {
      const params = new URLSearchParams({ projectId: options.projectId, st: 'latch' })
      if (query.page) params.set('page', String(query.page))
      if (query.entries) params.set('entries', String(query.entries))
      if (query.search) params.set('search', query.search)
      if (query.include?.length) params.set('include', query.include.join(','))
      if (query.exclude?.length) params.set('exclude', query.exclude.join(','))
      if (query.chains?.length) params.set('chains', query.chains.join(','))
      const response = await doFetch(`${base}/v1/registry/wallets?${params}`)
      const body: unknown = await response.json().catch(() => undefined)
      if (!response.ok)
        throw new DataApiError(response.status, [
          { name: 'Registry', description: `The wallet registry answered ${response.status}` },
        ])
      const data = isObject(body) && Array.isArray(body.data) ? body.data : []
      const count = isObject(body) && typeof body.count === 'number' ? body.count : 0
      return {
        count,
        data: data.flatMap((item) => toWallet(item, origin) ?? []),
      }
    },
  }
}

export type RegistryClient = ReturnType<typeof createRegistryClient>
