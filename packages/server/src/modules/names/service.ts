import { coinTypeForChain } from '@latch/core'
import { type Hex, keccak256, toHex } from 'viem'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import type { AccountNameRecord } from './AccountNameRecord'
import { labelInZone } from './accountName'
import { namesErrors } from './namesErrors'
import { parseRegistrationMessage } from './registrationMessage'
import type { NamesStore } from './store'
import { candidateLabels, SUGGESTIONS } from './suggestNames'
import { verifyAccountSignature } from './verifyAccountSignature'

/** The coin type of Ethereum (SLIP-44), which ENS's `addr(node)` answers. */
export const ETH_COIN_TYPE = 60

export type Registration = {
  coinType: number
  /** Lower-case 0x address. */
  address: string
  message: string
  signature: Hex
}

/** The chain id of an EVM coin type (ENSIP-11, behaviour.md §9's rule), undefined for any other. */
function chainOfCoinType(coinType: number): number | undefined {
  const chainId = coinType - 0x80000000
  if (!Number.isSafeInteger(chainId) || chainId < 1) return undefined
  try {
    return coinTypeForChain(chainId) === coinType ? chainId : undefined
  } catch {
    return undefined
  }
}

/**
 * Names in each project's zone (docs/data-api.md, "Names"): registration by a signed message, lookups, reverse
 * lookups and suggestions. `registered` is told of each registration (identity forgets its cached answer).
 */
export function namesService(options: {
  store: NamesStore
  zones: ReadonlyMap<string, string>
  chains: ChainRegistry
  messageMaxAgeMs: number
  now: () => number
  registered: (projectId: string, address: string) => Promise<void>
}) {
  const { store, zones, chains } = options
  const zoneOf = (projectId: string) => {
    const zone = zones.get(projectId)
    if (!zone) throw namesErrors.noZone()
    return zone
  }
  const nameIn = (projectId: string, name: string) => {
    const zone = zoneOf(projectId)
    const label = labelInZone(name, zone)
    if (!label) throw namesErrors.notInZone(zone)
    return { zone, label, name: `${label}.${zone}` }
  }

  return {
    zoneOf,

    async account(projectId: string, name: string) {
      const found = await store.find(projectId, nameIn(projectId, name).name)
      if (!found) throw namesErrors.notFound()
      return found
    },

    async reverse(projectId: string, address: string) {
      if (!zones.has(projectId)) return []
      return store.byAddress(projectId, address)
    },

    /** The name asked for (registered or not) first, then free names like it when it is taken. */
    async suggestions(projectId: string, name: string, zone: string) {
      if (zone.toLowerCase() !== zoneOf(projectId)) throw namesErrors.noZone()
      const asked = nameIn(projectId, name)
      const candidates = candidateLabels(asked.label).map((label) => `${label}.${asked.zone}`)
      const registered = await store.registered(projectId, [asked.name, ...candidates])
      if (!registered.has(asked.name)) return [{ name: asked.name, registered: false }]
      return [
        { name: asked.name, registered: true },
        ...candidates
          .filter((candidate) => !registered.has(candidate))
          .slice(0, SUGGESTIONS)
          .map((candidate) => ({ name: candidate, registered: false })),
      ]
    },

    async register(projectId: string, registration: Registration): Promise<AccountNameRecord> {
      const zone = zoneOf(projectId)
      const message = parseRegistrationMessage(registration.message)
      if (!message) throw namesErrors.badMessage()
      const label = labelInZone(message.name, zone)
      if (!label) throw namesErrors.notInZone(zone)
      const name = `${label}.${zone}`
      const chainId = chainOfCoinType(registration.coinType)
      const chain = chainId === undefined ? undefined : chains.get(`eip155:${chainId}`)
      if (!chain) throw namesErrors.badCoinType()
      if (Math.abs(options.now() - message.timestamp) > options.messageMaxAgeMs)
        throw namesErrors.stale()
      const valid = await verifyAccountSignature(chain.client, {
        address: registration.address as Hex,
        message: registration.message,
        signature: registration.signature,
      })
      if (valid === 'unavailable') throw namesErrors.chainDown()
      if (!valid) throw namesErrors.badSignature()
      const held = await store.find(projectId, name)
      if (held && held.address !== registration.address) throw namesErrors.taken(name)
      const entry: AccountNameRecord = {
        name,
        address: registration.address,
        addresses: { [registration.coinType]: registration.address },
        texts: Object.fromEntries(
          Object.entries(message.attributes).filter(([, value]) => value !== undefined),
        ) as Record<string, string>,
        signedAt: message.timestamp,
      }
      // The message with its signer: the same words signed again by the same account are a replay.
      const messageHash = keccak256(toHex(`${registration.address}\n${registration.message}`))
      const outcome = await store.register(projectId, entry, messageHash)
      if (outcome === 'replayed') throw namesErrors.replayed()
      if (outcome === 'taken') throw held ? namesErrors.stale() : namesErrors.taken(name)
      await options.registered(projectId, registration.address)
      return (await store.find(projectId, name)) ?? entry
    },
  }
}

export type NamesService = ReturnType<typeof namesService>
