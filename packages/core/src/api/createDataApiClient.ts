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
import { createLatchApiRequest, type LatchApiOptions } from './createLatchApiRequest'
import { DataApiError } from './DataApiError'
import { isObject } from './isObject'

export type DataApiClientOptions = LatchApiOptions

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
 * The data API over HTTP (behaviour.md §7), through the one request every client of Latch's API sends
 * (createLatchApiRequest): each answer is checked for the shape its caller relies on.
 */
export function createDataApiClient(options: DataApiClientOptions) {
  const request = createLatchApiRequest(options)

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
      parameters: { chainId: CaipNetworkId; cursor?: string | undefined; forceUpdate?: boolean },
    ) {
      return expectPage<Transaction>(
        await request(`/v1/account/${encodeURIComponent(address)}/history`, {
          query: {
            chainId: parameters.chainId,
            cursor: parameters.cursor,
            forceUpdate: parameters.forceUpdate ? 'true' : undefined,
          },
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
