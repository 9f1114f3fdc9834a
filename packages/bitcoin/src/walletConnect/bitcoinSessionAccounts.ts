import { bitcoinNamespace } from '../addresses/bitcoinNamespace'

/** An address a WalletConnect session approved, with the CAIP-2 chains it was approved on. */
export type BitcoinSessionAccount = { address: string; chains: `bip122:${string}`[] }

const caipAccount = /^(bip122:[0-9a-f]{32}):([a-zA-Z0-9]{14,90})$/

/**
 * The Bitcoin accounts of a session's namespaces (`bip122:<genesis hash>:<address>`, CAIP-10), one per address in
 * the wallet's order with every chain it lists; entries of other namespaces, malformed, or with no Bitcoin address
 * are left out: the namespaces are the wallet's answer.
 */
export function bitcoinSessionAccounts(namespaces: unknown): BitcoinSessionAccount[] {
  const accounts: BitcoinSessionAccount[] = []
  const bip122 = isRecord(namespaces) ? namespaces.bip122 : undefined
  const listed = isRecord(bip122) && Array.isArray(bip122.accounts) ? bip122.accounts : []
  for (const entry of listed) {
    if (typeof entry !== 'string') continue
    const match = caipAccount.exec(entry)
    const chain = match?.[1] as `bip122:${string}` | undefined
    const address = match?.[2]
    if (!chain || !address || bitcoinNamespace.checkAddress(address).status !== 'valid') continue
    const known = accounts.find((account) => account.address === address)
    if (!known) accounts.push({ address, chains: [chain] })
    else if (!known.chains.includes(chain)) known.chains.push(chain)
  }
  return accounts
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
