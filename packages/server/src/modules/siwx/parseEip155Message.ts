import { getAddress, isAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { rfc3339Time } from './rfc3339Time'
import type { SiwxMessage } from './SiwxMessage'

const dateLine = /^(Issued At|Expiration Time|Not Before): (.*)$/gm

/** The same text with its RFC 3339 times written as `toISOString` does (what `createSiweMessage` writes). */
function withIsoTimes(text: string): string {
  return text.replace(dateLine, (line, field: string, value: string) => {
    const time = rfc3339Time(value)
    return time ? `${field}: ${time.toISOString()}` : line
  })
}

/**
 * Reads an EIP-4361 message with viem's `parseSiweMessage`, or answers why it is not one. viem's parser is
 * lenient (it finds the fields anywhere in the text), so the message must also be exactly what
 * `createSiweMessage` writes from those fields, times aside (any RFC 3339 form is allowed): no extra lines, an
 * EIP-55 address, valid URIs. Returns the problem as text; never throws.
 */
export function parseEip155Message(text: string): SiwxMessage | { problem: string } {
  const fields = parseSiweMessage(text)
  const { address, domain, uri, version, chainId, nonce, issuedAt } = fields
  if (!address || !isAddress(address, { strict: false }))
    return { problem: 'The message names no Ethereum address' }
  if (!domain) return { problem: 'The message names no domain' }
  // viem reads these five lines together: one missing or out of order, and none is found.
  if (!uri)
    return {
      problem:
        'The message lacks the lines URI, Version, Chain ID, Nonce and Issued At, in that order',
    }
  if (version !== '1') return { problem: 'The message’s Version must be 1' }
  if (chainId === undefined || !Number.isSafeInteger(chainId) || chainId < 1)
    return { problem: 'The message has no valid Chain ID' }
  if (!nonce) return { problem: 'The message has no Nonce' }
  // viem reads a time with the Date parser, which takes far more than RFC 3339 ("2026-11-23", "Nov 23 2026").
  for (const [, name, value = ''] of text.matchAll(dateLine))
    if (!rfc3339Time(value))
      return {
        problem:
          name === 'Issued At'
            ? 'The message has no valid Issued At time'
            : `The message’s ${name} is not an RFC 3339 time`,
      }
  if (!issuedAt) return { problem: 'The message has no valid Issued At time' }

  let canonical: string
  try {
    canonical = createSiweMessage({ ...fields, address, domain, uri, version, chainId, nonce })
  } catch {
    return { problem: 'The message is not a well-formed EIP-4361 message' }
  }
  if (canonical !== withIsoTimes(text))
    return {
      problem:
        'The message is not a well-formed EIP-4361 message (its lines, fields or address checksum differ)',
    }
  return {
    namespace: 'eip155',
    chainReference: String(chainId),
    accountAddress: getAddress(address),
    domain,
    scheme: fields.scheme,
    uri,
    version,
    nonce,
    issuedAt,
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
  }
}
