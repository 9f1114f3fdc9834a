import type { Wallet } from '@wallet-standard/base'
import { safeIconUrl } from '../connectors/safeIconUrl'
import { hasMethod, isRecord } from './featureOf'

/** A Wallet Standard wallet that passed validation: what the modal lists of it, and the wallet itself. */
export type StandardWallet = {
  /** `<idPrefix><name>`: stable across loads, so a saved connection finds the wallet again. */
  id: string
  name: string
  icon: string | undefined
  wallet: Wallet
}

/** What a namespace's wallets must have: a chain of its own, and features (by name, with the method they need). */
export type StandardWalletRule = {
  /**
   * The prefix of the namespace's connector ids: a wallet's sides in two namespaces get two ids (core keeps one
   * connector per namespace and id, and merges a wallet's sides by name).
   */
  idPrefix: string
  /** Whether a chain the wallet lists is one of the namespace's. */
  isChain(chain: unknown): boolean
  /** The features a wallet needs, each with its method (`['standard:connect', 'connect']`). */
  features: readonly (readonly [feature: string, method: string])[]
}

/**
 * Validates a registered Wallet Standard wallet, which any script on the page can register. A wallet is kept when
 * it has a name (1–100 characters), lists a chain of the namespace and has the features it needs; anything else,
 * including an object whose getters throw, is dropped. An icon that is not a safe image is dropped (the wallet is
 * listed with the default icon). Names are shown as text, never as HTML.
 */
export function parseStandardWallet(
  candidate: unknown,
  rule: StandardWalletRule,
): StandardWallet | undefined {
  try {
    if (!isRecord(candidate)) return undefined
    const { name, chains, features } = candidate
    if (typeof name !== 'string' || !name.trim() || name.length > 100) return undefined
    if (!Array.isArray(chains) || !chains.some(rule.isChain)) return undefined
    if (!isRecord(features)) return undefined
    if (!rule.features.every(([feature, method]) => hasMethod(features[feature], method)))
      return undefined
    const trimmed = name.trim()
    return {
      id: `${rule.idPrefix}${trimmed}`,
      name: trimmed,
      icon: safeIconUrl(candidate.icon),
      wallet: candidate as unknown as Wallet,
    }
  } catch {
    return undefined
  }
}
