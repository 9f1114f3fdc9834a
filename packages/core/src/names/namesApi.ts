import { createLatchApiRequest } from '../api/createLatchApiRequest'
import { isObject } from '../api/isObject'
import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'

export type NameSuggestion = { name: string; registered: boolean }

/** The Latch server's profile endpoints (spec §7), each answer checked for the shape read here. */
export const namesApi = perInstance((latch: Latch) => {
  const { apiUrl, projectId } = latch.options
  const request = apiUrl && projectId ? createLatchApiRequest({ apiUrl, projectId }) : undefined
  const api = () => {
    if (!request) throw new Error('names needs apiUrl and projectId')
    return request
  }
  return {
    /** `GET /v1/profile/suggestions/{name}?zone`: the name first (registered or not), then free ones like it. */
    async suggestions(name: string, zone: string): Promise<NameSuggestion[]> {
      const body = await api()(`/v1/profile/suggestions/${encodeURIComponent(name)}`, {
        query: { zone },
      })
      const list = isObject(body) && Array.isArray(body.suggestions) ? body.suggestions : []
      return list.filter(
        (entry): entry is NameSuggestion =>
          isObject(entry) &&
          typeof entry.name === 'string' &&
          typeof entry.registered === 'boolean',
      )
    },
    /** `POST /v1/profile/account`: registers the signed message's name for `address`. */
    async register(body: {
      coin_type: number
      address: string
      message: string
      signature: string
    }) {
      await api()('/v1/profile/account', { method: 'POST', body })
    },
  }
})
