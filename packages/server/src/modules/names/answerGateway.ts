import type { Address, Hex } from 'viem'
import { HttpError } from '../../platform/http/HttpError'
import { LookupError, lookupName, profileAnswer, signedAnswer } from './answerLookup'
import type { NamesStore } from './store'

/**
 * Answers one gateway request: finds the project whose zone holds the name (a name outside every zone gets
 * 404: no project's zone answers for another's), reads its record, and signs the profile's answer for the
 * resolver that asked, valid `ttlSeconds`.
 */
export function answerLookup(options: {
  store: NamesStore
  zones: ReadonlyMap<string, string>
  key: Hex
  ttlSeconds: number
  now: () => number
}) {
  return async (resolver: Address, request: Hex) => {
    try {
      const { name, data } = lookupName(request)
      const project = [...options.zones].find(([, zone]) => name.endsWith(`.${zone}`))
      if (!project) throw new HttpError(404, 'Not Found', 'No zone here holds this name')
      const record = (await options.store.find(project[0], name)) ?? null
      const result = profileAnswer(name, data, record)
      const expires = BigInt(Math.floor(options.now() / 1000) + options.ttlSeconds)
      return { data: await signedAnswer({ resolver, request, result, expires, key: options.key }) }
    } catch (error) {
      if (error instanceof LookupError) throw new HttpError(400, 'Bad Request', error.message)
      throw error
    }
  }
}
