import * as errorTexts from '@latch/core/errorTexts'
import type { FrameHandlers } from '@latch/frame'
import type { FrameParams } from './frameParams'
import type { LatchApi } from './latchApi'
import type { SessionStore } from './sessionStore'

/** How often the relay's channel is asked about while the visitor signs in their Farcaster app. */
const FARCASTER_POLL_MS = 1_000
/** The channel lives 10 minutes on the server: polling stops with it. */
const FARCASTER_POLL_LIMIT = 600

type FarcasterStatus =
  | { state: 'pending' }
  | { state: 'completed'; token: string; userName: string | null; fid: number }

/**
 * Sign In With Farcaster's frame requests (behaviour.md §4, docs/embedded-wallet.md "Farcaster"): GET_FARCASTER_URI
 * opens a channel on the server's relay and answers its URL (the QR, the deep link); CONNECT_FARCASTER waits for
 * the server to have verified the signed message, then signs in. The channel stays on this origin: the app never
 * holds what finishes the login.
 */
export function farcasterHandlers(deps: {
  params: FrameParams
  api: LatchApi
  session: SessionStore
  signIn(token: string): void
  wait(ms: number, signal: AbortSignal): Promise<void>
}): Pick<FrameHandlers, 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'> {
  const { params, api, session } = deps
  let channelToken: string | undefined

  return {
    async GET_FARCASTER_URI() {
      const channel = await api.post<{ channelToken: string; url: string }>('/v1/farcaster/start', {
        appOrigin: params.appOrigin,
        deviceId: session.deviceId(),
      })
      channelToken = channel.channelToken
      return { url: channel.url }
    },

    async CONNECT_FARCASTER(_payload, { signal }) {
      const token = channelToken
      if (!token) throw new Error(errorTexts.failedToConnectToFarcaster)
      for (let attempt = 0; attempt < FARCASTER_POLL_LIMIT; attempt++) {
        const status = await api.post<FarcasterStatus>(
          '/v1/farcaster/status',
          { channelToken: token, deviceId: session.deviceId() },
          signal,
        )
        if (status.state === 'completed') {
          channelToken = undefined
          deps.signIn(status.token)
          return { userName: status.userName ?? `fid ${status.fid}` }
        }
        await deps.wait(FARCASTER_POLL_MS, signal)
      }
      throw new Error(errorTexts.failedToConnectToFarcaster)
    },
  }
}
