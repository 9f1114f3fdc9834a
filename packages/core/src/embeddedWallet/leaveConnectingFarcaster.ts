import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { farcasterAttemptOf } from './connectFarcaster'
import { embeddedFrameOf } from './embeddedFrame'

/**
 * Leaving ConnectingFarcaster while not connected (behaviour.md §2): the Farcaster link is cleared and the embedded
 * wallet reloads (RELOAD: the secure site drops the channel it held and the wait on it).
 */
export async function leaveConnectingFarcaster(latch: Latch): Promise<void> {
  const attempt = farcasterAttemptOf(latch)
  if (!attempt.current) return
  attempt.current.abort()
  attempt.current = undefined
  latch.store.setState({ farcasterLogin: undefined })
  if (getAccount(latch).status === 'connected') return
  const frame = await embeddedFrameOf(latch).client()
  await frame.request('RELOAD', undefined).catch(() => undefined)
}
