import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { type ChainNamespace, isChainNamespace } from './chainNamespace'

/** A network identifier: `namespace:reference` (CAIP-2), e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

function split(value: unknown): { namespace: ChainNamespace; reference: string } | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== 2) return undefined
  const [namespace, reference] = parts as [string, string]
  if (!isChainNamespace(namespace) || reference === '') return undefined
  return { namespace, reference }
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return split(value) !== undefined
}

/** Two non-empty parts and a known namespace; otherwise throws "Invalid chainId". */
export function parseCaipNetworkId(id: string): { namespace: ChainNamespace; reference: string } {
  const parsed = split(id)
  if (!parsed) throw new LatchError('invalidChainId', errorTexts.invalidChainId)
  return parsed
}

export function formatCaipNetworkId(
  namespace: ChainNamespace,
  reference: string | number,
): CaipNetworkId {
  const id = `${namespace}:${reference}`
  parseCaipNetworkId(id)
  return id as CaipNetworkId
}
