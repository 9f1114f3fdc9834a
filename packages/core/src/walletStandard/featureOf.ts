import type { Wallet } from '@wallet-standard/base'

/** A feature of the wallet, when it has one with that method (read defensively: the object is the wallet's). */
export function featureOf<T>(wallet: Wallet, name: string, method: string): T | undefined {
  try {
    const feature = (wallet.features as Record<string, unknown>)[name]
    return hasMethod(feature, method) ? (feature as T) : undefined
  } catch {
    return undefined
  }
}

export function hasMethod(value: unknown, method: string): boolean {
  return isRecord(value) && typeof value[method] === 'function'
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
