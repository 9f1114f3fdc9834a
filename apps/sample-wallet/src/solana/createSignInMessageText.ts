import type { SolanaSignInInput } from '@solana/wallet-standard-features'

export type SignInMessageFields = SolanaSignInInput & { domain: string; address: string }

/**
 * The text of a Sign-In With Solana message (Phantom's SIWS, the EIP-4361 layout with "Solana account"), as
 * `@solana/wallet-standard-util` parses it back: a field the input leaves out is not written at all.
 */
export function createSignInMessageText(input: SignInMessageFields): string {
  let message = `${input.domain} wants you to sign in with your Solana account:\n${input.address}`
  if (input.statement) message += `\n\n${input.statement}`
  const fields: string[] = []
  if (input.uri) fields.push(`URI: ${input.uri}`)
  if (input.version) fields.push(`Version: ${input.version}`)
  if (input.chainId) fields.push(`Chain ID: ${input.chainId}`)
  if (input.nonce) fields.push(`Nonce: ${input.nonce}`)
  if (input.issuedAt) fields.push(`Issued At: ${input.issuedAt}`)
  if (input.expirationTime) fields.push(`Expiration Time: ${input.expirationTime}`)
  if (input.notBefore) fields.push(`Not Before: ${input.notBefore}`)
  if (input.requestId) fields.push(`Request ID: ${input.requestId}`)
  if (input.resources) fields.push('Resources:', ...input.resources.map((r) => `- ${r}`))
  if (fields.length > 0) message += `\n\n${fields.join('\n')}`
  return message
}
