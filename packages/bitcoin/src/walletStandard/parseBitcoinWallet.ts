import { safeIconUrl } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import { caipNetworkIdOfWalletChain } from '../networks/walletStandardChain'

/** A Wallet Standard wallet that passed validation: what the modal lists of it, and the wallet itself. */
export type BitcoinStandardWallet = {
  /**
   * `bitcoin-wallet-standard:<name>`: stable across loads, so a saved connection finds the wallet again, and never
   * the id of the same wallet's Solana side (`wallet-standard:<name>`): core keeps one connector per id, and merges
   * a wallet's sides by name.
   */
  id: string
  name: string
  icon: string | undefined
  wallet: Wallet
}

export const bitcoinWalletIdPrefix = 'bitcoin-wallet-standard:'

/**
 * Validates a registered Wallet Standard wallet, which any script on the page can register. A wallet is kept when
 * it has a name (1–100 characters), lists a Bitcoin chain (`bitcoin:mainnet`, … or a CAIP-2 `bip122` id) and has
 * `bitcoin:connect`; anything else, including an object whose getters throw, is dropped. An icon that is not a safe
 * image is dropped (the wallet is listed with the default icon). Names are shown as text, never as HTML.
 */
export function parseBitcoinWallet(candidate: unknown): BitcoinStandardWallet | undefined {
  try {
    if (!isRecord(candidate)) return undefined
    const { name, chains, features } = candidate
    if (typeof name !== 'string' || !name.trim() || name.length > 100) return undefined
    if (!Array.isArray(chains) || !chains.some(caipNetworkIdOfWalletChain)) return undefined
    if (!isRecord(features) || !hasMethod(features['bitcoin:connect'], 'connect')) return undefined
    const trimmed = name.trim()
    return {
      id: `${bitcoinWalletIdPrefix}${trimmed}`,
      name: trimmed,
      icon: safeIconUrl(candidate.icon),
      wallet: candidate as unknown as Wallet,
    }
  } catch {
    return undefined
  }
}

/** The chains an object lists, as strings (a throwing getter or a non-array gives none). */
export function chainsOf(value: { chains?: unknown }): string[] {
  try {
    const chains = value.chains
    return Array.isArray(chains)
      ? chains.filter((chain): chain is string => typeof chain === 'string')
      : []
  } catch {
    return []
  }
}

/** A feature of the wallet, when it has one with that method (read defensively: the object is the wallet's). */
export function featureOf<T>(wallet: Wallet, name: string, method: string): T | undefined {
  try {
    const feature = (wallet.features as Record<string, unknown>)[name]
    return hasMethod(feature, method) ? (feature as T) : undefined
  } catch {
    return undefined
  }
}

function hasMethod(value: unknown, method: string): boolean {
  return isRecord(value) && typeof value[method] === 'function'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
