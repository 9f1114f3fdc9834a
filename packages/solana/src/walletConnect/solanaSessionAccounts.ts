import { isSolanaAddress } from '@latch/core'

/** An account a WalletConnect session approved, with the CAIP-2 chains it was approved on. */
export type SolanaSessionAccount = { address: string; chains: `solana:${string}`[] }

const caipAccount = /^(solana:[1-9A-HJ-NP-Za-km-z]{32}):([1-9A-HJ-NP-Za-km-z]{32,44})$/

/**
 * The Solana accounts of a session's namespaces (`solana:<reference>:<address>`, CAIP-10), one per address in the
 * wallet's order with every chain it lists; entries of other namespaces, malformed or with no Solana address, are
 * left out: the namespaces are the wallet's answer.
 */
export function solanaSessionAccounts(namespaces: unknown): SolanaSessionAccount[] {
  const accounts: SolanaSessionAccount[] = []
  const solana = isRecord(namespaces) ? namespaces.solana : undefined
  const listed = isRecord(solana) && Array.isArray(solana.accounts) ? solana.accounts : []
  for (const entry of listed) {
    if (typeof entry !== 'string') continue
    const match = caipAccount.exec(entry)
    const chain = match?.[1] as `solana:${string}` | undefined
    const address = match?.[2]
    if (!chain || !address || !isSolanaAddress(address)) continue
    const known = accounts.find((account) => account.address === address)
    if (!known) accounts.push({ address, chains: [chain] })
    else if (!known.chains.includes(chain)) known.chains.push(chain)
  }
  return accounts
}

/** The methods the session approved in the `solana` namespace. */
export function solanaSessionMethods(namespaces: unknown): string[] {
  const solana = isRecord(namespaces) ? namespaces.solana : undefined
  return isRecord(solana) && Array.isArray(solana.methods)
    ? solana.methods.filter((method): method is string => typeof method === 'string')
    : []
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
