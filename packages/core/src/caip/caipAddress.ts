import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { type ChainNamespace, isChainNamespace } from './chainNamespace'

/** A chain address identifier: `namespace:reference:address` (CAIP-10). */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

type ParsedCaipAddress = { namespace: ChainNamespace; reference: string; address: string }

function split(value: unknown): ParsedCaipAddress | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== 3) return undefined
  const [namespace, reference, address] = parts as [string, string, string]
  if (!isChainNamespace(namespace) || reference === '' || address === '') return undefined
  return { namespace, reference, address }
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  return split(value) !== undefined
}

/** Three non-empty parts and a known namespace; otherwise throws "Invalid CAIP Address". */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parsed = split(value)
  if (!parsed) throw new LatchError('invalidCaipAddress', errorTexts.invalidCaipAddress)
  return parsed
}

export function formatCaipAddress(
  namespace: ChainNamespace,
  reference: string | number,
  address: string,
): CaipAddress {
  const value = `${namespace}:${reference}:${address}`
  parseCaipAddress(value)
  return value as CaipAddress
}
