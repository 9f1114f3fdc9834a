/** behaviour.md §5: a Solana sign-message request needs a message and a pubkey. Returns the problem, if any. */
export function validateSolanaSignMessage(params: unknown): string | undefined {
  const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
  if (typeof message !== 'string' || message === '') return 'solana_signMessage needs a message'
  if (typeof pubkey !== 'string' || pubkey === '') return 'solana_signMessage needs a pubkey'
  return undefined
}
