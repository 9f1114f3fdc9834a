import type { AppClient } from '@farcaster/auth-client'
import type { Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { FarcasterRefusal } from './farcasterErrors'

export type FarcasterVerification =
  | { ok: true; fid: number; custody: string }
  | { ok: false; refusal: FarcasterRefusal }

export type FarcasterVerifier = (input: {
  message: string
  signature: Hex
  nonce: string
  domain: string
}) => Promise<FarcasterVerification>

/** The library's refusals, by the words it uses (it has no finer code than `unauthorized`). */
function refusalOf(error: { errCode?: string; message?: string } | undefined): FarcasterRefusal {
  const text = error?.message ?? ''
  if (error?.errCode === 'unavailable') return 'registryUnavailable'
  if (/Invalid domain/.test(text)) return 'wrongDomain'
  if (/Invalid nonce/.test(text)) return 'wrongNonce'
  if (/does not own fid|not an auth address or owner/.test(text)) return 'notCustody'
  if (/Failed to verify message/.test(text) || error?.errCode === 'unknown')
    return 'invalidSignature'
  return 'invalidMessage'
}

/**
 * Sign In With Farcaster's check (docs/embedded-wallet.md, "Farcaster"): `@farcaster/auth-client`'s
 * `verifySignInMessage` on a client of the configured Optimism RPC — the message is well formed (statement, chain 10, one fid
 * resource), names our nonce and domain, is signed by its address, and that address is the custody address of
 * the fid in the ID registry. Custody only: an app's auth address (the key registry) does not sign in to a wallet.
 * The message's times are checked against `now` first, the injected clock the rest of the server runs on.
 */
export function farcasterVerifier({
  client,
  now = Date.now,
}: {
  client: Pick<AppClient, 'verifySignInMessage'>
  now?: () => number
}): FarcasterVerifier {
  return async ({ message, signature, nonce, domain }) => {
    let parsed: ReturnType<typeof parseSiweMessage>
    try {
      parsed = parseSiweMessage(message)
    } catch {
      return { ok: false, refusal: 'invalidMessage' }
    }
    if (!parsed.address || !parsed.domain) return { ok: false, refusal: 'invalidMessage' }
    if (parsed.domain !== domain) return { ok: false, refusal: 'wrongDomain' }
    if (parsed.expirationTime && parsed.expirationTime.getTime() <= now())
      return { ok: false, refusal: 'expired' }
    if (parsed.notBefore && parsed.notBefore.getTime() > now())
      return { ok: false, refusal: 'invalidMessage' }
    const verified = await client.verifySignInMessage({
      message,
      signature,
      nonce,
      domain,
      acceptAuthAddress: false,
    })
    if (verified.isError) return { ok: false, refusal: refusalOf(verified.error) }
    return { ok: true, fid: verified.fid, custody: parsed.address }
  }
}
