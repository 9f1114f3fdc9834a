import { isOriginAllowed } from '@latch/core'
import { canonicalOrigin } from '../projects/canonicalOrigin'
import type { SiwxMessage } from './SiwxMessage'

/** A nonce lives this long (behaviour.md §12.1); a message must be signed within it. */
export const NONCE_LIFETIME_MS = 5 * 60_000
/** The clocks of the wallet, the app and this server may disagree by this much. */
export const CLOCK_SKEW_MS = 60_000

export type MessageContext = {
  now: number
  /** The project's allowed origins (patterns, as the project guard reads them). */
  allowedOrigins: readonly string[]
  /** Whether this server serves the chain (CAIP-2). */
  isServedChain: (caipNetworkId: string) => boolean
  /** The request's Origin header, when a browser sent one (a server calling for its users sends none). */
  requestOrigin?: string
}

/** The origins a message's `domain` may stand for: its scheme's, or https and http when it names none. */
function domainOrigins(message: SiwxMessage) {
  const schemes = message.scheme ? [message.scheme] : ['https', 'http']
  return schemes.map((scheme) => canonicalOrigin(`${scheme}://${message.domain}`))
}

/** The origin of a URI, or undefined for one that has none (`urn:`, `did:`). */
function uriOrigin(uri: string) {
  try {
    const origin = new URL(uri).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * Why a parsed sign-in message is refused before its nonce and signature are looked at (behaviour.md §12.2, §4.7),
 * or undefined: its domain and URI are the project's, its domain is the page that sent it, the chain is served,
 * and its times hold now, within the clock skew.
 */
export function messageProblem(message: SiwxMessage, context: MessageContext): string | undefined {
  const { now, allowedOrigins } = context
  const allowed = (origin: string | undefined) =>
    origin !== undefined && isOriginAllowed(origin, allowedOrigins)
  const origins = domainOrigins(message)
  if (!origins.some(allowed))
    return `The domain ${message.domain} is not one of the project’s allowed origins`
  // A page of one allowed origin must not hand in a message signed for another (EIP-4361: the domain is the
  // site that asks); a browser always says which page sent the request.
  if (context.requestOrigin !== undefined && !origins.includes(context.requestOrigin))
    return `The domain ${message.domain} is not the site that sent this request (${context.requestOrigin})`
  if (!allowed(uriOrigin(message.uri)))
    return 'The message’s URI is not on one of the project’s allowed origins'
  if (message.version !== '1') return 'The message’s Version must be 1'
  const network = `${message.namespace}:${message.chainReference}`
  if (!context.isServedChain(network)) return `The chain ${network} is not supported`
  const issuedAt = message.issuedAt.getTime()
  if (issuedAt > now + CLOCK_SKEW_MS) return 'The message’s Issued At is in the future'
  if (issuedAt < now - NONCE_LIFETIME_MS)
    return 'The message was issued more than 5 minutes ago: sign a new one'
  if (message.notBefore && message.notBefore.getTime() > now + CLOCK_SKEW_MS)
    return 'The message is not valid yet (Not Before)'
  if (message.expirationTime && message.expirationTime.getTime() <= now - CLOCK_SKEW_MS)
    return 'The message has expired'
  return undefined
}

/** A session ends at the message's expiration time if earlier, else after the configured lifetime. */
export function sessionExpiry(message: SiwxMessage, now: number, lifetimeMs: number): number {
  const longest = now + lifetimeMs
  const asked = message.expirationTime?.getTime()
  return asked !== undefined && asked < longest ? asked : longest
}
