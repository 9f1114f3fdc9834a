import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { ServerSiwxSession } from '@latch/core/siwx'
import type { ServerConfig } from '../../config'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { KeyUnavailableError } from '../../platform/crypto/keyEnvelope'
import type { Database } from '../../platform/db/Database'
import { httpErrors } from '../../platform/http/HttpError'
import type { RateLimiter } from '../../platform/rateLimit/RateLimiter'
import { projectStore } from '../projects/store'
import { bitcoinVerifier } from './bitcoinVerifier'
import { eip155Verifier } from './eip155Verifier'
import { isServedChain } from './isServedChain'
import { messageNamespace } from './messageNamespace'
import { caipAddressOf, caipNetworkIdOf } from './SiwxMessage'
import type { SiwxVerifier } from './SiwxVerifier'
import { checkSessionToken, signSessionToken } from './sessionToken'
import { signingKeyRing } from './signingKeyRing'
import { siwxErrors } from './siwxErrors'
import { messageProblem, NONCE_LIFETIME_MS, sessionExpiry } from './siwxRules'
import { solanaVerifier } from './solanaVerifier'
import { type StoredSession, siwxStore } from './store'

export type SiwxDependencies = {
  db: Database
  config: Pick<ServerConfig, 'siwx' | 'keks' | 'publicUrl'>
  chains: ChainRegistry
  rateLimiter: RateLimiter
  now?: () => number
}

/** Spent and expired nonces are deleted this long after they expired. */
const NONCE_KEEP_MS = 3600_000
/** Ended sessions are kept this long (what signed in, and when), then deleted. */
const SESSION_KEEP_MS = 30 * 24 * 3600_000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** 128 random bits as 32 hex digits: EIP-4361's nonce is `[a-zA-Z0-9]{8,}`. */
const newNonce = () => randomBytes(16).toString('hex')

const toSession = (stored: StoredSession): ServerSiwxSession => {
  const [namespace = '', reference = '', accountAddress = ''] = stored.caipAddress.split(':')
  return {
    id: stored.id,
    accountAddress,
    // `verify` stored it from a parsed message: a namespace sign-in supports.
    chainId: `${namespace}:${reference}` as ServerSiwxSession['chainId'],
    caipAddress: stored.caipAddress,
    domain: stored.domain,
    uri: stored.uri,
    issuedAt: new Date(stored.issuedAt).toISOString(),
    expiresAt: new Date(stored.expiresAt).toISOString(),
    message: stored.message,
    signature: stored.signature,
  }
}

/**
 * Sign in with the wallet (behaviour.md §12, §4.7): nonces, message checks, signature verification per namespace,
 * sessions in the database and their ES256 tokens, which an app's back end verifies offline with the JWKS.
 */
export function siwxService({ db, config, chains, rateLimiter, now = Date.now }: SiwxDependencies) {
  const store = siwxStore(db)
  const projects = projectStore(db)
  const lifetimeMs = config.siwx.sessionTtlSeconds * 1000
  const keys = signingKeyRing({ db, keks: config.keks, now, tokenLifetimeMs: lifetimeMs })
  const issuer = config.publicUrl
  const verifiers = new Map<string, SiwxVerifier>([
    ['eip155', eip155Verifier(chains)],
    ['solana', solanaVerifier],
    ['bip122', bitcoinVerifier],
  ])

  async function signer() {
    // A key that cannot be opened (its row altered) is the operator's problem, not a crash: 503 like no KEK.
    const signing = await keys.signer().catch((error: unknown) => {
      if (error instanceof KeyUnavailableError) return undefined
      throw error
    })
    if (!signing) throw siwxErrors.keysUnavailable()
    return signing
  }

  /** Why a nonce could not be used, in words (the statement that consumed it already refused it). */
  async function nonceRefusal(hash: string, projectId: string) {
    const state = await store.nonceState(hash, projectId)
    if (!state)
      return siwxErrors.invalidNonce('The nonce was not issued by this server for this project')
    if (state.used) return siwxErrors.invalidNonce('The nonce was already used: ask for a new one')
    return siwxErrors.invalidNonce('The nonce has expired: ask for a new one')
  }

  async function claimsOf(token: string | undefined, projectId: string) {
    if (!token) throw siwxErrors.invalidToken('No session token (Authorization: Bearer <token>)')
    const checked = await checkSessionToken(token, {
      keys: await keys.published(),
      issuer,
      audience: projectId,
      now: now(),
    })
    if ('problem' in checked) throw siwxErrors.invalidToken(checked.problem)
    return checked
  }

  return {
    keys,

    /** `GET /v1/siwx/nonce`: a fresh single-use nonce for the project, 5 minutes to live. */
    async nonce(projectId: string, ip: string) {
      const { allowed, resetMs } = await rateLimiter.hit(
        `siwx-nonce:${ip}`,
        config.siwx.noncesPerMinute,
      )
      if (!allowed) throw Object.assign(httpErrors.rateLimited(), { retryInMs: resetMs })
      const nonce = newNonce()
      const createdAt = now()
      const expiresAt = createdAt + NONCE_LIFETIME_MS
      await store.addNonce({ hash: sha256(nonce), projectId, createdAt, expiresAt })
      return { nonce, expiresAt: new Date(expiresAt).toISOString() }
    },

    /**
     * `POST /v1/siwx/verify`: the message's checks, then its nonce (consumed whatever the signature turns out
     * to be), then the signature; a new session and its token.
     */
    async verify(projectId: string, text: string, signature: string, requestOrigin?: string) {
      const namespace = messageNamespace(text)
      if (!namespace)
        throw siwxErrors.invalidMessage(
          'The message is not a sign-in message ("… wants you to sign in with your … account:")',
        )
      const verifier = verifiers.get(namespace)
      if (!verifier) throw siwxErrors.unsupportedNamespace(namespace)
      const message = verifier.parse(text)
      if ('problem' in message) throw siwxErrors.invalidMessage(message.problem)
      const project = await projects.find(projectId)
      const problem = messageProblem(message, {
        now: now(),
        allowedOrigins: project?.allowedOrigins ?? [],
        isServedChain: (caipNetworkId) => isServedChain(chains, caipNetworkId),
        requestOrigin,
      })
      if (problem) throw siwxErrors.invalidMessage(problem)
      // Before the nonce is spent: a server that cannot sign tokens refuses without consuming it.
      const signing = await signer()

      const nonceHash = sha256(message.nonce)
      if (!(await store.consumeNonce(nonceHash, projectId, now())))
        throw await nonceRefusal(nonceHash, projectId)

      const verdict = await verifier.verify({ message, text, signature })
      if (verdict === 'unavailable') throw siwxErrors.chainUnavailable(caipNetworkIdOf(message))
      if (!verdict) throw siwxErrors.invalidSignature()

      const issuedAt = now()
      const stored: StoredSession = {
        id: randomUUID(),
        projectId,
        caipAddress: caipAddressOf(message),
        domain: message.domain,
        uri: message.uri,
        message: text,
        signature,
        issuedAt,
        expiresAt: sessionExpiry(message, issuedAt, lifetimeMs),
      }
      await store.addSession(stored)
      const token = await signSessionToken(
        {
          iss: issuer,
          aud: projectId,
          sub: stored.caipAddress,
          sid: stored.id,
          iat: Math.floor(issuedAt / 1000),
          exp: Math.floor(stored.expiresAt / 1000),
          address: message.accountAddress,
          chainId: caipNetworkIdOf(message),
        },
        signing,
      )
      return { token, session: toSession(stored) }
    },

    /** `GET /v1/siwx/session`: the token's session while it verifies and is neither revoked nor expired. */
    async session(token: string | undefined, projectId: string) {
      const { claims, expired } = await claimsOf(token, projectId)
      if (expired) throw siwxErrors.invalidToken('The session has expired: sign in again')
      const stored = await store.liveSession(claims.sid, projectId, now())
      if (!stored || stored.caipAddress !== claims.sub)
        throw siwxErrors.invalidToken('The session was revoked or has expired: sign in again')
      return { session: toSession(stored) }
    },

    /** `POST /v1/siwx/revoke`: idempotent; an expired token still revokes (nothing to do). */
    async revoke(token: string | undefined, projectId: string) {
      const { claims } = await claimsOf(token, projectId)
      await store.revokeSession(claims.sid, projectId, now())
    },

    /** The public keys: `/.well-known/jwks.json`. */
    async jwks() {
      return { keys: await keys.published() }
    },

    /** Deletes nonces an hour past their expiry, sessions 30 days past theirs. */
    async prune() {
      await store.deleteNoncesExpiredBefore(now() - NONCE_KEEP_MS)
      await store.deleteSessionsExpiredBefore(now() - SESSION_KEEP_MS)
    },
  }
}

export type SiwxService = ReturnType<typeof siwxService>
