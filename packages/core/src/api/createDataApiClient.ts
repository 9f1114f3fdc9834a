import type {
  AccountDataSource,
  Identity,
  NftItem,
  Page,
  TokenBalance,
} from '../account/AccountDataSource'
import type { Transaction } from '../activity/Transaction'
import type { CaipAddress } from '../caip/caipAddress'
import type { CaipNetworkId } from '../caip/caipNetworkId'
import { DataApiError } from './DataApiError'

export type DataApiClientOptions = {
  apiUrl: string
  projectId: string
  /** `st`: who is calling (e.g. `latch`). */
  sdkType?: string
  /** `sv`: `<framework>-<adapter>-<version>`. */
  sdkVersion?: string
  fetch?: typeof fetch
}

type Query = Record<string, string | undefined>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Each answer is checked for the shape the caller relies on; anything else is a failure, not a crash. */
function expectArray<T>(body: unknown, key: string): T[] {
  const value = isObject(body) ? body[key] : undefined
  if (!Array.isArray(value))
    throw new DataApiError(502, [{ name: 'Bad Response', description: `Missing ${key}` }])
  return value as T[]
}

function expectPage<T>(body: unknown): Page<T> {
  const data = expectArray<T>(body, 'data')
  const next = isObject(body) ? body.next : null
  return { data, next: typeof next === 'string' && next ? next : null }
}

/**
 * The data API over HTTP (behaviour.md §7): every call carries `st`, `sv` and `projectId`, sends and reads JSON, and
 * fails with a `DataApiError` on any non-2xx answer. No validation library: this ships in the browser.
 */
export function createDataApiClient(options: DataApiClientOptions) {
  const base = options.apiUrl.replace(/\/+$/, '')
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))

  function url(path: string, query: Query = {}) {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries({
      ...query,
      projectId: options.projectId,
      st: options.sdkType ?? 'latch',
      sv: options.sdkVersion ?? 'js-core-0.1.0',
    }))
      if (value !== undefined) params.set(key, value)
    return `${base}${path}?${params}`
  }

  async function request(
    path: string,
    init: { query?: Query; body?: unknown } = {},
  ): Promise<unknown> {
    const response = await doFetch(url(path, init.query), {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const reasons = isObject(body) && Array.isArray(body.reasons) ? body.reasons : []
      throw new DataApiError(
        response.status,
        reasons.filter(
          (reason): reason is { name: string; description: string } =>
            isObject(reason) &&
            typeof reason.name === 'string' &&
            typeof reason.description === 'string',
        ),
      )
    }
    return body
  }

  const client = {
    async getSupportedChains(): Promise<{ http: CaipNetworkId[]; ws: CaipNetworkId[] }> {
      const body = await request('/v1/supported-chains')
      return { http: expectArray(body, 'http'), ws: expectArray(body, 'ws') }
    },
    async getBalances(
      address: string,
      parameters: { chainId: CaipNetworkId; forceUpdate?: readonly CaipAddress[] },
    ) {
      const body = await request(`/v1/account/${encodeURIComponent(address)}/balance`, {
        query: {
          currency: 'usd',
          chainId: parameters.chainId,
          forceUpdate: parameters.forceUpdate?.length
            ? parameters.forceUpdate.join(',')
            : undefined,
        },
      })
      return { balances: expectArray<TokenBalance>(body, 'balances') }
    },
    async getHistory(
      address: string,
      parameters: { chainId: CaipNetworkId; cursor?: string | undefined },
    ) {
      return expectPage<Transaction>(
        await request(`/v1/account/${encodeURIComponent(address)}/history`, {
          query: { chainId: parameters.chainId, cursor: parameters.cursor },
        }),
      )
    },
    async getNfts(
      address: string,
      parameters: { chainId: CaipNetworkId; cursor?: string | undefined },
    ) {
      return expectPage<NftItem>(
        await request(`/v1/account/${encodeURIComponent(address)}/nfts`, {
          query: { chainId: parameters.chainId, cursor: parameters.cursor },
        }),
      )
    },
    async getIdentity(address: string): Promise<Identity> {
      const body = await request(`/v1/identity/${encodeURIComponent(address)}`)
      const name = isObject(body) && typeof body.name === 'string' ? body.name : null
      const avatar = isObject(body) && typeof body.avatar === 'string' ? body.avatar : null
      return { name, avatar }
    },
    async getPrices(addresses: readonly CaipAddress[]) {
      const body = await request('/v1/fungible/price', {
        body: { currency: 'usd', addresses, projectId: options.projectId },
      })
      return {
        fungibles: expectArray<{
          address: CaipAddress
          name: string
          symbol: string
          iconUrl: string | null
          price: number
        }>(body, 'fungibles'),
      }
    },
  } satisfies AccountDataSource & Record<string, unknown>
  return client
}

export type DataApiClient = ReturnType<typeof createDataApiClient>
