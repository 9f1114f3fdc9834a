import { createHash, randomBytes } from 'node:crypto'
import { isOriginAllowed } from '@latch/core'
import type { Sql } from '../../platform/db/Database'
import type { AuthService, User } from '../auth/service'
import { canonicalOrigin } from '../projects/canonicalOrigin'
import { projectStore } from '../projects/store'
import type { FarcasterClient } from './farcasterClient'
import { farcasterErrors } from './farcasterErrors'
import { farcasterStore } from './store'
import { farcasterVerifier } from './verifyFarcasterMessage'

/** How long a channel (its QR, its nonce) may be answered. */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60_000

export type FarcasterDependencies = {
  db: Sql
  client: Pick<FarcasterClient, 'createChannel' | 'status' | 'verifySignInMessage'>
  signInWithIdentity: AuthService['signInWithIdentity']
  onRelayError?: (error: unknown) => void
  now?: () => number
}

export type FarcasterSignIn = { token: string; user: User; userName: string | null; fid: number }
export type FarcasterStatus = { state: 'pending' } | ({ state: 'completed' } & FarcasterSignIn)

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

/**
 * Sign In With Farcaster for the embedded wallet (docs/embedded-wallet.md, "Farcaster"): `start` creates a
 * channel on the relay for the app's domain with our nonce, `status` asks the relay whether the visitor's
 * Farcaster app signed, verifies the message itself (verifyFarcasterMessage) and signs in the fid's user through
 * auth's `signInWithIdentity` (provider `farcaster`, subject the fid): the same fid is the same wallet.
 */
export function farcasterService({
  db,
  client,
  signInWithIdentity,
  onRelayError = () => {},
  now = Date.now,
}: FarcasterDependencies) {
  const store = farcasterStore(db)
  const projects = projectStore(db)
  const verify = farcasterVerifier({ client, now })

  return {
    verify,

    async start(input: { projectId: string; appOrigin: string; deviceId: string }) {
      const project = await projects.find(input.projectId)
      const appOrigin = canonicalOrigin(input.appOrigin)
      if (!project || !appOrigin || !isOriginAllowed(appOrigin, project.allowedOrigins))
        throw farcasterErrors.appOriginNotAllowed()
      const domain = new URL(appOrigin).host
      // SIWE's nonce: letters and digits, at least 8.
      const nonce = randomBytes(16).toString('hex')
      const createdAt = now()
      const expiresAt = createdAt + FARCASTER_CHANNEL_TTL_MS
      const created = await client
        .createChannel({
          siweUri: appOrigin,
          domain,
          nonce,
          expirationTime: new Date(expiresAt).toISOString(),
        })
        .catch((error: unknown) => ({ isError: true as const, error }))
      // The client resolves any answer with a body: a refusal (4xx, 5xx) is the relay's too.
      if (created.isError || !created.response.ok) {
        onRelayError(created.isError ? created.error : created.response.status)
        throw farcasterErrors.relayUnavailable()
      }
      const { channelToken, url } = created.data
      await store.save({
        channelToken,
        nonce,
        domain,
        projectId: project.id,
        deviceHash: sha256(input.deviceId),
        createdAt,
        expiresAt,
      })
      return { channelToken, url }
    },

    /** Pending until the relay has the signed message; then verified, used up and signed in, once. */
    async status(input: {
      projectId: string
      channelToken: string
      deviceId: string
    }): Promise<FarcasterStatus> {
      const channel = await store.find(input.channelToken)
      if (
        !channel ||
        channel.used ||
        channel.expiresAt <= now() ||
        channel.projectId !== input.projectId ||
        channel.deviceHash !== sha256(input.deviceId)
      )
        throw farcasterErrors.unknownChannel()
      const answer = await client
        .status({ channelToken: channel.channelToken })
        .catch((error: unknown) => ({ isError: true as const, error }))
      if (answer.isError || !answer.response.ok) {
        onRelayError(answer.isError ? answer.error : answer.response.status)
        throw farcasterErrors.relayUnavailable()
      }
      const { state, message, signature, username, displayName } = answer.data
      if (state !== 'completed' || !message || !signature) return { state: 'pending' }
      // Used from here on, whatever the check says: a refused message is not tried again.
      if (!(await store.consume(channel.channelToken))) throw farcasterErrors.unknownChannel()
      const verified = await verify({
        message,
        signature,
        nonce: channel.nonce,
        domain: channel.domain,
      })
      if (!verified.ok) throw farcasterErrors.refused(verified.refusal)
      const { token, user } = await signInWithIdentity({
        provider: 'farcaster',
        subject: String(verified.fid),
        deviceId: input.deviceId,
        projectId: input.projectId,
      })
      return {
        state: 'completed',
        token,
        user,
        userName: username ?? displayName ?? null,
        fid: verified.fid,
      }
    },

    removeExpired: () => store.removeExpired(now()),
  }
}

export type FarcasterService = ReturnType<typeof farcasterService>
