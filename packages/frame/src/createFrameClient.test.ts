import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { createFrameClient } from './createFrameClient'
import { FrameError } from './FrameError'
import type { FrameRequestName } from './frameRequests'
import { createFakeClock, createWindowPair, deliver } from './testing/fakeWindows'

const appOrigin = 'http://localhost:5173'
const frameOrigin = 'http://127.0.0.1:8788'

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
})

function setup() {
  const clock = createFakeClock()
  const windows = createWindowPair(appOrigin, frameOrigin)
  const client = createFrameClient({
    frameWindow: windows.frame,
    frameOrigin,
    window: windows.app,
    scheduler: clock.scheduler,
  })
  /** The frame speaking: right origin, right window. */
  const fromFrame = (data: unknown) =>
    windows.app.receive({ data, origin: frameOrigin, source: windows.frame })
  /** What the client posted to the frame. */
  const requests = () =>
    windows.frame.posted.map(
      ({ message }) => message as { type: string; id: string; payload?: unknown },
    )
  const lastRequest = () => {
    const request = requests().at(-1)
    if (!request) throw new Error('nothing was posted')
    return request
  }
  async function startReady() {
    fromFrame({ type: '@latch/frame/READY', payload: { version: 1 } })
    await deliver()
    await clock.advance(500)
  }
  return { clock, windows, client, fromFrame, requests, lastRequest, startReady }
}

/** Records how a promise settles without leaving a rejection unhandled. */
function track<value>(promise: Promise<value>) {
  const outcome: { state: 'pending' | 'resolved' | 'rejected'; value?: value; error?: FrameError } =
    {
      state: 'pending',
    }
  promise.then(
    (value) => Object.assign(outcome, { state: 'resolved', value }),
    (error: FrameError) => Object.assign(outcome, { state: 'rejected', error }),
  )
  return outcome
}

describe('ready', () => {
  it('is READY, then 500 ms more; requests made before wait and are posted then, to the exact origin', async () => {
    const { clock, client, fromFrame, requests, lastRequest } = setup()
    const ready = track(client.ready)
    const answer = track(client.request('CONNECT_EMAIL', { email: 'ada@example.com' }))
    await clock.advance(5_000)
    expect(requests()).toEqual([])

    fromFrame({ type: '@latch/frame/READY' })
    await deliver()
    await clock.advance(499)
    expect(ready.state).toBe('pending')
    expect(requests()).toEqual([])

    await clock.advance(1)
    expect(ready.state).toBe('resolved')
    expect(requests()).toEqual([
      {
        type: '@latch/app/CONNECT_EMAIL',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        payload: { email: 'ada@example.com' },
      },
    ])
    fromFrame({
      type: '@latch/frame/CONNECT_EMAIL_SUCCESS',
      id: lastRequest().id,
      payload: { action: 'VERIFY_OTP' },
    })
    await deliver()
    expect(answer).toEqual({ state: 'resolved', value: { action: 'VERIFY_OTP' } })
  })

  it('posts with the frame origin as target, never *', async () => {
    const { client, windows, startReady } = setup()
    await startReady()
    void client.request('GET_USER')
    await deliver()
    expect(windows.frame.posted.map(({ targetOrigin }) => targetOrigin)).toEqual([frameOrigin])
  })

  it('fails after 20 s without READY: iframe_load_failed, and every pending request is aborted', async () => {
    const { clock, client } = setup()
    const ready = track(client.ready)
    const email = track(client.request('CONNECT_EMAIL', { email: 'ada@example.com' }))
    const rpc = track(client.request('RPC_REQUEST', { method: 'eth_accounts', params: [] }))
    await clock.advance(19_999)
    expect([ready.state, email.state, rpc.state]).toEqual(['pending', 'pending', 'pending'])

    await clock.advance(1)
    expect(ready.state).toBe('rejected')
    expect(ready.error).toBeInstanceOf(FrameError)
    expect(ready.error?.code).toBe('iframe_load_failed')
    expect([email.error?.code, email.error?.message]).toEqual([
      'iframe_load_failed',
      'Something went wrong',
    ])
    expect([rpc.error?.code, rpc.error?.message]).toEqual([
      'iframe_load_failed',
      'Request was aborted',
    ])

    const later = track(client.request('GET_USER'))
    await deliver()
    expect([later.error?.code, later.error?.message]).toEqual([
      'iframe_load_failed',
      'Something went wrong',
    ])
  })

  it('does not fail once READY came, even a little before 20 s', async () => {
    const { clock, client, fromFrame } = setup()
    const ready = track(client.ready)
    await clock.advance(19_900)
    fromFrame({ type: '@latch/frame/READY' })
    await deliver()
    await clock.advance(60_000)
    expect(ready.state).toBe('resolved')
  })
})

describe('request timeouts', () => {
  const timed: FrameRequestName[] = [
    'CONNECT_EMAIL',
    'CONNECT_DEVICE',
    'CONNECT_OTP',
    'CONNECT_SOCIAL',
    'GET_SOCIAL_REDIRECT_URI',
  ]
  const payloads: Partial<Record<FrameRequestName, unknown>> = {
    CONNECT_EMAIL: { email: 'ada@example.com' },
    CONNECT_OTP: { otp: '123456' },
    CONNECT_SOCIAL: { uri: 'http://127.0.0.1:8788/social/callback?code=1&state=2' },
    GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
  }

  it.each(timed)(
    '%s unanswered for 120 s: iframe_request_timeout, and every pending request is aborted',
    async (name) => {
      const { clock, client, startReady, requests } = setup()
      await startReady()
      const request = client.request as (name: string, payload?: unknown) => Promise<unknown>
      const timedRequest = track(request(name, payloads[name]))
      const user = track(client.request('GET_USER'))
      const rpc = track(client.request('RPC_REQUEST', { method: 'personal_sign', params: [] }))
      await deliver()
      const rpcId = requests()[2]?.id

      await clock.advance(119_999)
      expect([timedRequest.state, user.state, rpc.state]).toEqual(['pending', 'pending', 'pending'])
      await clock.advance(1)
      expect([timedRequest.error?.code, timedRequest.error?.message]).toEqual([
        'iframe_request_timeout',
        'Something went wrong',
      ])
      expect([user.error?.code, user.error?.message]).toEqual([
        'iframe_request_timeout',
        'Something went wrong',
      ])
      expect([rpc.error?.code, rpc.error?.message]).toEqual([
        'iframe_request_timeout',
        'Request was aborted',
      ])
      // The approval the frame may show for the RPC request is withdrawn.
      expect(requests().slice(3)).toEqual([
        { type: '@latch/app/RPC_ABORT', id: expect.any(String), payload: { id: rpcId } },
      ])
    },
  )

  it('other requests wait as long as it takes', async () => {
    const { clock, client, startReady, fromFrame, lastRequest } = setup()
    await startReady()
    const user = track(client.request('GET_USER'))
    await clock.advance(3_600_000)
    expect(user.state).toBe('pending')
    fromFrame({
      type: '@latch/frame/GET_USER_SUCCESS',
      id: lastRequest().id,
      payload: { address: '0xabc', chainId: 1 },
    })
    await deliver()
    expect(user).toEqual({ state: 'resolved', value: { address: '0xabc', chainId: 1 } })
  })

  it('a timeout given with the request replaces the default', async () => {
    const { clock, client, startReady } = setup()
    await startReady()
    const chainId = track(client.request('GET_CHAIN_ID', undefined, { timeoutMs: 1_000 }))
    const email = track(
      client.request('CONNECT_EMAIL', { email: 'ada@example.com' }, { timeoutMs: 5_000 }),
    )
    await clock.advance(999)
    expect(chainId.state).toBe('pending')
    await clock.advance(1)
    expect(chainId.error?.code).toBe('iframe_request_timeout')
    // Both abort every pending request.
    expect(email.error?.code).toBe('iframe_request_timeout')
  })

  it('an answered request leaves no timer behind', async () => {
    const { clock, client, startReady, fromFrame, lastRequest } = setup()
    await startReady()
    const email = track(client.request('CONNECT_EMAIL', { email: 'ada@example.com' }))
    await deliver()
    expect(clock.timerCount).toBe(1)
    fromFrame({
      type: '@latch/frame/CONNECT_EMAIL_SUCCESS',
      id: lastRequest().id,
      payload: { action: 'CONNECT' },
    })
    await deliver()
    expect(email.state).toBe('resolved')
    expect(clock.timerCount).toBe(0)
  })
})

describe('replies', () => {
  it('are matched by id: each request gets its own answer, in any order', async () => {
    const { client, startReady, fromFrame, requests } = setup()
    await startReady()
    const first = track(client.request('GET_CHAIN_ID'))
    const second = track(client.request('GET_CHAIN_ID'))
    await deliver()
    const [firstId, secondId] = requests().map(({ id }) => id)
    expect(firstId).not.toBe(secondId)

    fromFrame({ type: '@latch/frame/GET_CHAIN_ID_SUCCESS', id: secondId, payload: { chainId: 2 } })
    fromFrame({ type: '@latch/frame/GET_CHAIN_ID_SUCCESS', id: firstId, payload: { chainId: 1 } })
    await deliver()
    expect(first.value).toEqual({ chainId: 1 })
    expect(second.value).toEqual({ chainId: 2 })
  })

  it('ignore an answer with an unknown id, or naming another request', async () => {
    const { client, startReady, fromFrame, lastRequest } = setup()
    await startReady()
    const chainId = track(client.request('GET_CHAIN_ID'))
    await deliver()
    const { id } = lastRequest()
    fromFrame({
      type: '@latch/frame/GET_CHAIN_ID_SUCCESS',
      id: 'not-ours',
      payload: { chainId: 5 },
    })
    fromFrame({ type: '@latch/frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } })
    await deliver()
    expect(chainId.state).toBe('pending')

    fromFrame({ type: '@latch/frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 10 } })
    await deliver()
    expect(chainId.value).toEqual({ chainId: 10 })
    // A second answer to a settled request changes nothing.
    fromFrame({ type: '@latch/frame/GET_CHAIN_ID_ERROR', id, payload: { message: 'late' } })
    await deliver()
    expect(chainId).toEqual({ state: 'resolved', value: { chainId: 10 } })
  })

  it("_ERROR rejects with the frame's message, or the default one", async () => {
    const { client, startReady, fromFrame, requests } = setup()
    await startReady()
    const otp = track(client.request('CONNECT_OTP', { otp: '000000' }))
    const user = track(client.request('GET_USER'))
    await deliver()
    const [otpId, userId] = requests().map(({ id }) => id)
    fromFrame({
      type: '@latch/frame/CONNECT_OTP_ERROR',
      id: otpId,
      payload: { message: 'Invalid code' },
    })
    fromFrame({ type: '@latch/frame/GET_USER_ERROR', id: userId })
    await deliver()
    expect(otp.error).toBeInstanceOf(FrameError)
    expect([otp.error?.code, otp.error?.message]).toEqual(['frame_error', 'Invalid code'])
    expect([user.error?.code, user.error?.message]).toEqual(['frame_error', 'An error occurred'])
  })
})

describe('sign-out', () => {
  it('resolves when the frame answers', async () => {
    const { client, startReady, fromFrame, lastRequest } = setup()
    await startReady()
    const signOut = track(client.request('SIGN_OUT'))
    await deliver()
    expect(lastRequest().type).toBe('@latch/app/SIGN_OUT')
    fromFrame({ type: '@latch/frame/SIGN_OUT_SUCCESS', id: lastRequest().id })
    await deliver()
    expect(signOut.state).toBe('resolved')
  })

  it('resolves after 3 s unanswered, and when the frame refuses', async () => {
    const { clock, client, startReady, fromFrame, lastRequest } = setup()
    await startReady()
    const unanswered = track(client.request('SIGN_OUT'))
    await clock.advance(2_999)
    expect(unanswered.state).toBe('pending')
    await clock.advance(1)
    expect(unanswered.state).toBe('resolved')

    const refused = track(client.request('SIGN_OUT'))
    await deliver()
    fromFrame({ type: '@latch/frame/SIGN_OUT_ERROR', id: lastRequest().id, payload: {} })
    await deliver()
    expect(refused.state).toBe('resolved')
  })

  it('resolves after 3 s when the frame never loads, aborted or destroyed', async () => {
    const { clock, client, requests } = setup()
    const neverLoaded = track(client.request('SIGN_OUT'))
    await clock.advance(3_000)
    expect(neverLoaded.state).toBe('resolved')
    expect(requests()).toEqual([])

    const aborted = track(client.request('SIGN_OUT'))
    client.abortAll()
    await deliver()
    expect(aborted.state).toBe('resolved')

    client.destroy()
    const afterDestroy = track(client.request('SIGN_OUT'))
    await deliver()
    expect(afterDestroy.state).toBe('resolved')
  })
})

describe('abort', () => {
  it('abortAll rejects every pending request and withdraws the RPC ones from the frame', async () => {
    const { client, startReady, requests, fromFrame, lastRequest } = setup()
    await startReady()
    const rpc = track(client.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [] }))
    const email = track(client.request('CONNECT_EMAIL', { email: 'ada@example.com' }))
    await deliver()
    const rpcId = requests()[0]?.id

    client.abortAll('modal closed')
    await deliver()
    expect([rpc.error?.code, rpc.error?.message, rpc.error?.cause]).toEqual([
      'aborted',
      'Request was aborted',
      'modal closed',
    ])
    expect([email.error?.code, email.error?.message]).toEqual(['aborted', 'Something went wrong'])
    expect(requests().slice(2)).toEqual([
      { type: '@latch/app/RPC_ABORT', id: expect.any(String), payload: { id: rpcId } },
    ])

    // The channel still works.
    const user = track(client.request('GET_USER'))
    await deliver()
    fromFrame({
      type: '@latch/frame/GET_USER_SUCCESS',
      id: lastRequest().id,
      payload: { address: '0x1', chainId: 1 },
    })
    await deliver()
    expect(user.state).toBe('resolved')
  })

  it('a step of the e-mail change is taken back with its signal: "Modal closed", and the frame is told', async () => {
    const { client, startReady, requests } = setup()
    await startReady()
    const controller = new AbortController()
    const step = track(
      client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' }, { signal: controller.signal }),
    )
    await deliver()
    const stepId = requests()[0]?.id
    controller.abort('Modal closed')
    await deliver()
    expect([step.error?.code, step.error?.message]).toEqual(['aborted', 'Modal closed'])
    expect(requests().slice(1)).toEqual([
      { type: '@latch/app/RPC_ABORT', id: expect.any(String), payload: { id: stepId } },
    ])
    // A request the frame cannot drop is not announced: GET_USER aborted posts nothing more.
    const other = new AbortController()
    const user = track(client.request('GET_USER', undefined, { signal: other.signal }))
    await deliver()
    other.abort()
    await deliver()
    expect([user.error?.code, user.error?.message]).toEqual(['aborted', 'Something went wrong'])
    expect(requests()).toHaveLength(3)
  })

  it('after an answered RELOAD, requests wait for the reloaded frame’s READY and 500 ms again', async () => {
    const { clock, client, startReady, fromFrame, requests, lastRequest } = setup()
    await startReady()
    const before = client.ready
    const held = track(client.request('GET_USER'))
    const reload = track(client.request('RELOAD'))
    await deliver()
    fromFrame({ type: '@latch/frame/RELOAD_SUCCESS', id: lastRequest().id })
    await deliver()
    expect(reload.state).toBe('resolved')
    // What the old page held is gone with it.
    expect([held.state, held.error?.code]).toEqual(['rejected', 'aborted'])
    expect(client.ready).not.toBe(before)

    const email = track(client.request('CONNECT_EMAIL', { email: 'ada@example.com' }))
    await deliver()
    await clock.advance(5_000)
    expect(requests()).toHaveLength(2)
    fromFrame({ type: '@latch/frame/READY', payload: { version: 1 } })
    await deliver()
    await clock.advance(499)
    expect(requests()).toHaveLength(2)
    await clock.advance(1)
    expect(lastRequest()).toMatchObject({
      type: '@latch/app/CONNECT_EMAIL',
      payload: { email: 'ada@example.com' },
    })
    fromFrame({
      type: '@latch/frame/CONNECT_EMAIL_SUCCESS',
      id: lastRequest().id,
      payload: { action: 'VERIFY_OTP' },
    })
    await deliver()
    expect(email.value).toEqual({ action: 'VERIFY_OTP' })
  })

  it('a frame that does not come back from RELOAD within 20 s fails to load', async () => {
    const { clock, client, startReady, fromFrame, lastRequest } = setup()
    await startReady()
    track(client.request('RELOAD'))
    await deliver()
    fromFrame({ type: '@latch/frame/RELOAD_SUCCESS', id: lastRequest().id })
    await deliver()
    const user = track(client.request('GET_USER'))
    await clock.advance(20_000)
    expect(user.error?.code).toBe('iframe_load_failed')
    await expect(client.ready).rejects.toMatchObject({ code: 'iframe_load_failed' })
  })

  it("a request's signal aborts it alone; an RPC one is withdrawn from the frame", async () => {
    const { client, startReady, requests } = setup()
    await startReady()
    const controller = new AbortController()
    const rpc = track(
      client.request(
        'RPC_REQUEST',
        { method: 'personal_sign', params: ['0x00', '0x1'] },
        { signal: controller.signal },
      ),
    )
    const user = track(client.request('GET_USER'))
    await deliver()
    const rpcId = requests()[0]?.id
    controller.abort('closed')
    await deliver()
    expect([rpc.error?.code, rpc.error?.message]).toEqual(['aborted', 'Request was aborted'])
    expect(user.state).toBe('pending')
    expect(requests().at(-1)).toEqual({
      type: '@latch/app/RPC_ABORT',
      id: expect.any(String),
      payload: { id: rpcId },
    })

    const already = track(client.request('GET_USER', undefined, { signal: AbortSignal.abort() }))
    await deliver()
    expect(already.error?.code).toBe('aborted')
  })

  it('an RPC request aborted before the frame is ready is never posted, nor its abort', async () => {
    const { client, startReady, requests } = setup()
    const rpc = track(client.request('RPC_REQUEST', { method: 'eth_chainId' }))
    client.abortAll()
    await startReady()
    expect(rpc.error?.message).toBe('Request was aborted')
    expect(requests()).toEqual([])
  })

  it('destroy aborts everything, stops listening and refuses new requests', async () => {
    const { client, windows, startReady } = setup()
    await startReady()
    const user = track(client.request('GET_USER'))
    await deliver()
    client.destroy()
    await deliver()
    expect(user.error?.code).toBe('aborted')
    expect(windows.app.listenerCount).toBe(0)
    const later = track(client.request('GET_USER'))
    await deliver()
    expect(later.error?.message).toBe('Something went wrong')
  })
})

describe('who may speak', () => {
  it('drops a message from another origin, with one warning', async () => {
    const { client, windows, startReady, lastRequest } = setup()
    await startReady()
    const chainId = track(client.request('GET_CHAIN_ID'))
    await deliver()
    windows.app.receive({
      data: {
        type: '@latch/frame/GET_CHAIN_ID_SUCCESS',
        id: lastRequest().id,
        payload: { chainId: 66 },
      },
      origin: 'https://evil.example',
      source: windows.frame,
    })
    await deliver()
    expect(chainId.state).toBe('pending')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/not from the frame/)
  })

  it('drops a message of the right origin from another window (a second frame of the secure site)', async () => {
    const { client, windows, startReady, lastRequest } = setup()
    await startReady()
    const chainId = track(client.request('GET_CHAIN_ID'))
    await deliver()
    const otherFrame = {}
    windows.app.receive({
      data: {
        type: '@latch/frame/GET_CHAIN_ID_SUCCESS',
        id: lastRequest().id,
        payload: { chainId: 66 },
      },
      origin: frameOrigin,
      source: otherFrame,
    })
    await deliver()
    expect(chainId.state).toBe('pending')
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('a READY from anyone but the frame does not make it ready', async () => {
    const { clock, client, windows } = setup()
    const ready = track(client.ready)
    windows.app.receive({ data: { type: '@latch/frame/READY' }, origin: frameOrigin, source: {} })
    windows.app.receive({
      data: { type: '@latch/frame/READY' },
      origin: 'https://evil.example',
      source: windows.frame,
    })
    await deliver()
    await clock.advance(20_000)
    expect(ready.error?.code).toBe('iframe_load_failed')
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('drops what the frame posts malformed or unknown, with one warning each, and goes on', async () => {
    const { client, startReady, fromFrame, lastRequest } = setup()
    await startReady()
    const email = track(client.request('CONNECT_EMAIL', { email: 'ada@example.com' }))
    await deliver()
    const { id } = lastRequest()
    fromFrame({ type: '@latch/frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'HACK' } })
    fromFrame({ type: '@latch/frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECT' } })
    fromFrame({ type: '@latch/frame/EXFILTRATE', id })
    fromFrame({ type: '@latch/app/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'CONNECT' } })
    fromFrame('CONNECT_EMAIL_SUCCESS')
    fromFrame(null)
    await deliver()
    expect(email.state).toBe('pending')
    expect(warn).toHaveBeenCalledTimes(6)

    fromFrame({ type: '@latch/frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'CONNECT' } })
    await deliver()
    expect(email.value).toEqual({ action: 'CONNECT' })
  })

  it("stays quiet about other scripts' messages on the app's window", async () => {
    const { windows, startReady } = setup()
    await startReady()
    windows.app.receive({
      data: { target: 'metamask-inpage', data: { name: 'metamask-provider' } },
      origin: appOrigin,
      source: windows.app,
    })
    await deliver()
    expect(warn).not.toHaveBeenCalled()
  })

  it('refuses an origin that no message could ever match', () => {
    const { windows } = setup()
    for (const origin of ['*', 'null', 'http://127.0.0.1:8788/', '127.0.0.1:8788', ''])
      expect(() =>
        createFrameClient({ frameWindow: windows.frame, frameOrigin: origin, window: windows.app }),
      ).toThrow(TypeError)
  })
})

describe('notifications', () => {
  it('reach their listeners until they unsubscribe', async () => {
    const { client, fromFrame } = setup()
    const shown: unknown[] = []
    const users: unknown[] = []
    const stopShown = client.on('SHOW_APPROVAL', (payload) => shown.push(payload ?? 'shown'))
    client.on('USER_UPDATE', (user) => users.push(user))
    fromFrame({ type: '@latch/frame/SHOW_APPROVAL' })
    fromFrame({
      type: '@latch/frame/USER_UPDATE',
      payload: { address: '0x2', chainId: 1, email: 'ada@example.com' },
    })
    await deliver()
    stopShown()
    fromFrame({ type: '@latch/frame/SHOW_APPROVAL' })
    await deliver()
    expect(shown).toEqual(['shown'])
    expect(users).toEqual([{ address: '0x2', chainId: 1, email: 'ada@example.com' }])
  })

  it('READY and the session state are told to listeners as well', async () => {
    const { client, fromFrame } = setup()
    const events: unknown[] = []
    client.on('READY', (payload) => events.push(['READY', payload]))
    client.on('SESSION_UPDATE', (payload) => events.push(['SESSION_UPDATE', payload]))
    client.on('CONNECTION_STATE', (payload) => events.push(['CONNECTION_STATE', payload]))
    fromFrame({ type: '@latch/frame/READY', payload: { version: 1 } })
    fromFrame({ type: '@latch/frame/CONNECTION_STATE', payload: { isConnected: false } })
    fromFrame({ type: '@latch/frame/SESSION_UPDATE', payload: { status: 'expired' } })
    await deliver()
    expect(events).toEqual([
      ['READY', { version: 1 }],
      ['CONNECTION_STATE', { isConnected: false }],
      ['SESSION_UPDATE', { status: 'expired' }],
    ])
  })
})
