import { parseCaipNetworkId } from '../caip/caipNetworkId'
import type { SiwxMessageData } from './SiwxConfig'

/** The account names CAIP-122 profiles use in the message's first line. */
const blockchainNames: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/**
 * The CAIP-122 ("Sign in with X") text of a message, for a namespace whose adapter has no text of its own
 * (EVM's adapter writes EIP-4361 through viem). Fields in the order CAIP-122 lists them; absent ones left out.
 */
export function formatCaip122Message(data: SiwxMessageData): string {
  const { namespace, reference } = parseCaipNetworkId(data.chainId)
  const blockchain = blockchainNames[namespace] ?? namespace
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
