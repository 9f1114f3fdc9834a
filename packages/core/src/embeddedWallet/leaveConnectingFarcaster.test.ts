import type { FrameClient } from '@latch/frame'
import { describe, expect, it } from 'vitest'
import { openModal } from '../modal/openModal'
import { testAddress } from '../testing/createTestAdapter'
import { createTestLatch } from '../testing/createTestLatch'
import { connectFarcaster } from './connectFarcaster'
import { embeddedFrameOf } from './embeddedFrame'
import { leaveConnectingFarcaster } from './leaveConnectingFarcaster'

const farcasterUrl = 'https://farcaster.xyz/~/siwf?channelToken=first'

/**
 * The secure site's frame as far as Farcaster login goes (a stand-in for the frame client, whose real side is
 * proven by farcaster.spec.ts): it gives the sign-in URL, then waits for a sign-in that never comes, until the
 * request is aborted. It records what it was asked.
 */
function farcasterFrame() {
  const asked: string[] = []
  const aborted: string[] = []
  const client = {
    request(name: string, _payload: unknown, options?: { signal?: AbortSignal }) {
      asked.push(name)
      if (name === 'GET_FARCASTER_URI') return Promise.resolve({ url: farcasterUrl })
      if (name === 'RELOAD') return Promise.resolve({})
      return new Promise((_, reject) =>
        options?.signal?.addEventListener('abort', () => {
          aborted.push(name)
          reject(new Error('aborted'))
        }),
      )
    },
  } as unknown as FrameClient
  return { asked, aborted, client }
}

/** A Farcaster login shown and waiting on its sign-in URL, as ConnectingFarcaster shows it. */
async function waitingLogin(connected: boolean) {
  const { latch, adapter } = createTestLatch()
  if (connected)
    adapter.set({
      status: 'connected',
      address: testAddress,
      caipNetworkId: 'eip155:31337',
      connectorId: 'red',
    })
  const frame = farcasterFrame()
  embeddedFrameOf(latch).client = async () => frame.client
  openModal(latch)
  const login = connectFarcaster(latch)
  for (let i = 0; i < 100 && !latch.getState().farcasterLogin?.farcasterUrl; i++)
    await Promise.resolve()
  expect(latch.getState().farcasterLogin).toEqual({ status: 'pending', farcasterUrl })
  expect(latch.getState().history.at(-1)?.view).toBe('ConnectingFarcaster')
  return { latch, frame, login }
}

describe('leaving ConnectingFarcaster (behaviour.md §2.4)', () => {
  it('while not connected: the Farcaster link is cleared, its wait ends, and the embedded wallet reloads', async () => {
    const { latch, frame, login } = await waitingLogin(false)
    await leaveConnectingFarcaster(latch)
    expect(latch.getState().farcasterLogin).toBeUndefined()
    expect(frame.aborted).toEqual(['CONNECT_FARCASTER'])
    expect(frame.asked).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'RELOAD'])
    // The abandoned login ends without putting its failure back on screen.
    expect((await login).status).toBe('failed')
    expect(latch.getState().farcasterLogin).toBeUndefined()
  })

  it('while connected: the link is cleared, and the embedded wallet is left as it is', async () => {
    const { latch, frame } = await waitingLogin(true)
    await leaveConnectingFarcaster(latch)
    expect(latch.getState().farcasterLogin).toBeUndefined()
    expect(frame.asked).not.toContain('RELOAD')
  })

  it('with no login under way (left once already): nothing more', async () => {
    const { latch, frame } = await waitingLogin(false)
    await leaveConnectingFarcaster(latch)
    await leaveConnectingFarcaster(latch)
    expect(frame.asked.filter((name) => name === 'RELOAD')).toHaveLength(1)
  })
})
