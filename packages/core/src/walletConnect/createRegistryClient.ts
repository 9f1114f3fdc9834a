import { createLatchApiRequest } from '../api/createLatchApiRequest'
import { isObject } from '../api/isObject'
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
  const origin = new URL(options.registryUrl).origin
  const request = createLatchApiRequest({
    apiUrl: options.registryUrl,
    projectId: options.projectId,
    fetch: options.fetch,
  })

  return {
    async getWallets(query: RegistryQuery = {}): Promise<RegistryPage> {
      const list = (values: readonly string[] | undefined) =>
        values?.length ? values.join(',') : undefined
      // A non-2xx answer fails with the registry's reasons (DataApiError).
      const body = await request('/v1/registry/wallets', {
        query: {
          page: query.page ? String(query.page) : undefined,
          entries: query.entries ? String(query.entries) : undefined,
          search: query.search || undefined,
          include: list(query.include),
          exclude: list(query.exclude),
          chains: list(query.chains),
        },
      })
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
