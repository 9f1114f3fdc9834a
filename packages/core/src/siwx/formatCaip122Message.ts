import { parseCaipNetworkId } from '../caip/caipNetworkId'
import type { SiwxMessageData } from './SiwxConfig'

/**
 * The CAIP-122 ("Sign in with X") text of a message, for a namespace without a text of its own (EVM's siwx
 * capability writes EIP-4361 through viem). `blockchain` is the account's name in the first line, its namespace
 * descriptor's `caip122Name`. Fields in the order CAIP-122 lists them; absent ones left out.
 */
export function formatCaip122Message(data: SiwxMessageData, blockchain: string): string {
  const { reference } = parseCaipNetworkId(data.chainId)
  const lines = [
    `${data.domain} wants you to sign in with your ${blockchain} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    ...(data.issuedAt ? [`Issued At: ${data.issuedAt}`] : []),
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length
      ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)]
      : []),
  ]
  return lines.join('\n')
}
