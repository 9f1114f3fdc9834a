/** The chains a wallet or an account lists, as strings (a throwing getter or a non-array gives none). */
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
