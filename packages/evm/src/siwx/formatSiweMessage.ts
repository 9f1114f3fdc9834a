import type { SiwxMessageData } from '@latch/core'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/**
 * The EIP-4361 text of an eip155 sign-in message, written by viem's SIWE utilities (behaviour.md §12.3), never by hand.
 */
export function formatSiweMessage(data: SiwxMessageData): string {
  const [, reference] = data.chainId.split(':')
  return createSiweMessage({
    address: getAddress(data.accountAddress),
    chainId: Number(reference),
    domain: data.domain,
    uri: data.uri,
    version: data.version,
    nonce: data.nonce,
    statement: data.statement,
    resources: data.resources ? [...data.resources] : undefined,
    requestId: data.requestId,
    issuedAt: data.issuedAt ? new Date(data.issuedAt) : undefined,
    expirationTime: data.expirationTime ? new Date(data.expirationTime) : undefined,
    notBefore: data.notBefore ? new Date(data.notBefore) : undefined,
  })
}
