import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { createFrameClient } from './createFrameClient'
import { createFrameHost, type FrameHandlers } from './createFrameHost'
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

function setup(handlers: FrameHandlers) {
  const windows = createWindowPair(appOrigin, frameOrigin)
  const host = createFrameHost({
    appOrigin,
    appWindow: windows.app,
    window: windows.frame,
    handlers,
    version: 1,
  })
  /** The app speaking: right origin, right window. */
  const fromApp = (data: unknown) =>
    windows.frame.receive({ data, origin: appOrigin, source: windows.app })
  /** What the host posted to the app. */
  const posted = () => windows.app.posted.map(({ message }) => message)
  return { windows, host, fromApp, posted }
}

describe('createFrameHost', () => {
  it('RPC_ABORT naming a step of the e-mail change aborts that step; without an id only RPC requests', async () => {
    const aborted: string[] = []
    const hold =
      (name: string) =>
      (_payload: unknown, { signal }: { signal: AbortSignal }) =>
        new Promise<never>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            aborted.push(name)
            reject(new Error('dropped'))
          }),
        )
    const { fromApp } = setup({
      UPDATE_EMAIL: hold('UPDATE_EMAIL'),
      UPDATE_EMAIL_SECONDARY_OTP: hold('UPDATE_EMAIL_SECONDARY_OTP'),
      RPC_REQUEST: hold('RPC_REQUEST'),
    })
    fromApp({ type: '@latch/app/UPDATE_EMAIL', id: 'u1', payload: { email: 'new@example.com' } })
    fromApp({ type: '@latch/app/UPDATE_EMAIL_SECONDARY_OTP', id: 'u2', payload: { otp: '1' } })
    fromApp({ type: '@latch/app/RPC_REQUEST', id: 'r1', payload: { method: 'personal_sign' } })
    await deliver()
    fromApp({ type: '@latch/app/RPC_ABORT', id: 'a1' })
    await deliver()
    expect(aborted).toEqual(['RPC_REQUEST'])
    fromApp({ type: '@latch/app/RPC_ABORT', id: 'a2', payload: { id: 'u1' } })
    await deliver()
    expect(aborted).toEqual(['RPC_REQUEST', 'UPDATE_EMAIL'])
  })

  it('RELOAD: answers RELOAD_SUCCESS, then reloads (a RELOAD handler runs first)', async () => {
    const order: string[] = []
    const windows = createWindowPair(appOrigin, frameOrigin)
    createFrameHost({
      appOrigin,
      appWindow: windows.app,
      window: windows.frame,
      handlers: { RELOAD: () => void order.push('handler') },
      reload: () =>
        order.push(`reload after ${JSON.stringify(windows.app.posted.at(-1)?.message)}`),
    })
    windows.frame.receive({
      data: { type: '@latch/app/RELOAD', id: 'x1' },
      origin: appOrigin,
      source: windows.app,
    })
    await deliver()
    expect(order).toEqual([
      'handler',
      'reload after {"type":"@latch/frame/RELOAD_SUCCESS","id":"x1"}',
    ])
  })

  it('says READY to the app origin as soon as it listens', () => {
    const { windows } = setup({})
    expect(windows.app.posted).toEqual([
      { message: { type: '@latch/frame/READY', payload: { version: 1 } }, targetOrigin: appOrigin },
    ])
    expect(windows.frame.listenerCount).toBe(1)
  })

  it("answers a request with its handler's result under the request's id, to the app origin only", async () => {
    const seen: unknown[] = []
    const { windows, fromApp } = setup({
      CONNECT_EMAIL: async (payload, { id }) => {
        seen.push([payload, id])
        return { action: 'VERIFY_DEVICE' }
      },
    })
    fromApp({ type: '@latch/app/CONNECT_EMAIL', id: 'r1', payload: { email: 'ada@example.com' } })
    await deliver()
    expect(seen).toEqual([[{ email: 'ada@example.com' }, 'r1']])
    expect(windows.app.posted.slice(1)).toEqual([
      {
        message: {
          type: '@latch/frame/CONNECT_EMAIL_SUCCESS',
          id: 'r1',
          payload: { action: 'VERIFY_DEVICE' },
        },
        targetOrigin: appOrigin,
      },
    ])
  })

  it("answers _ERROR with the handler's message, the default one otherwise", async () => {
    const { fromApp, posted } = setup({
      CONNECT_OTP: async () => {
        throw new Error('Invalid code')
      },
      GET_USER: () => {
        throw 'not an Error'
      },
      // Answers what CONNECT_EMAIL cannot answer: the app would drop it and wait for nothing.
      CONNECT_EMAIL: async () => ({ action: 'LOGIN' }) as never,
    })
    fromApp({ type: '@latch/app/CONNECT_OTP', id: 'a', payload: { otp: '1' } })
    fromApp({ type: '@latch/app/GET_USER', id: 'b' })
    fromApp({ type: '@latch/app/CONNECT_EMAIL', id: 'c', payload: { email: 'ada@example.com' } })
    fromApp({ type: '@latch/app/GET_FARCASTER_URI', id: 'd' })
    await deliver()
    expect(posted().slice(1)).toEqual([
      { type: '@latch/frame/CONNECT_OTP_ERROR', id: 'a', payload: { message: 'Invalid code' } },
      { type: '@latch/frame/GET_USER_ERROR', id: 'b', payload: { message: 'An error occurred' } },
      {
        type: '@latch/frame/CONNECT_EMAIL_ERROR',
        id: 'c',
        payload: { message: 'An error occurred' },
      },
      // No handler for it.
      {
        type: '@latch/frame/GET_FARCASTER_URI_ERROR',
        id: 'd',
        payload: { message: 'An error occurred' },
      },
    ])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('drops a request from another origin, another window, malformed or unknown: one warning each, no handler, no answer', async () => {
    const handled: unknown[] = []
    const { windows, fromApp, posted } = setup({
      CONNECT_EMAIL: async (payload) => {
        handled.push(payload)
        return { action: 'VERIFY_OTP' }
      },
    })
    const request = {
      type: '@latch/app/CONNECT_EMAIL',
      id: 'x',
      payload: { email: 'evil@example.com' },
    }
    windows.frame.receive({ data: request, origin: 'https://evil.example', source: windows.app })
    windows.frame.receive({ data: request, origin: appOrigin, source: {} })
    fromApp({ type: '@latch/app/CONNECT_EMAIL', id: 'x', payload: { mail: 'evil@example.com' } })
    fromApp({ type: '@latch/app/CONNECT_EMAIL', payload: { email: 'evil@example.com' } })
    fromApp({ type: '@latch/app/SEND_ALL_FUNDS', id: 'x' })
    fromApp({ type: '@latch/frame/CONNECT_EMAIL', id: 'x', payload: { email: 'evil@example.com' } })
    await deliver()
    expect(handled).toEqual([])
    expect(posted()).toEqual([{ type: '@latch/frame/READY', payload: { version: 1 } }])
    expect(warn).toHaveBeenCalledTimes(6)

    // Not Latch's at all: none of its business, no warning.
    windows.frame.receive({ data: { hello: 'world' }, origin: 'https://other.example', source: {} })
    await deliver()
    expect(warn).toHaveBeenCalledTimes(6)
  })

  it('RPC_ABORT aborts the RPC request it names (all of them without an id) and is answered', async () => {
    const aborted: string[] = []
    const { fromApp, posted } = setup({
      RPC_REQUEST: (_payload, { id, signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted.push(id)
            reject(signal.reason)
          })
        }),
    })
    fromApp({ type: '@latch/app/RPC_REQUEST', id: 'one', payload: { method: 'personal_sign' } })
    fromApp({ type: '@latch/app/RPC_REQUEST', id: 'two', payload: { method: 'personal_sign' } })
    fromApp({ type: '@latch/app/RPC_REQUEST', id: 'three', payload: { method: 'personal_sign' } })
    await deliver()
    fromApp({ type: '@latch/app/RPC_ABORT', id: 'abort-1', payload: { id: 'two' } })
    await deliver()
    expect(aborted).toEqual(['two'])
    fromApp({ type: '@latch/app/RPC_ABORT', id: 'abort-2' })
    await deliver()
    expect(aborted).toEqual(['two', 'one', 'three'])
    // The abort is answered at once; each aborted request with its handler's rejection.
    expect(posted().slice(1)).toEqual([
      { type: '@latch/frame/RPC_ABORT_SUCCESS', id: 'abort-1' },
      {
        type: '@latch/frame/RPC_REQUEST_ERROR',
        id: 'two',
        payload: { message: 'Request was aborted' },
      },
      { type: '@latch/frame/RPC_ABORT_SUCCESS', id: 'abort-2' },
      {
        type: '@latch/frame/RPC_REQUEST_ERROR',
        id: 'one',
        payload: { message: 'Request was aborted' },
      },
      {
        type: '@latch/frame/RPC_REQUEST_ERROR',
        id: 'three',
        payload: { message: 'Request was aborted' },
      },
    ])
  })

  it('tells the app things unasked, to its origin', () => {
    const { host, windows } = setup({})
    host.post('SHOW_APPROVAL')
    host.post('SESSION_UPDATE', { status: 'signedOut' })
    expect(windows.app.posted.slice(1)).toEqual([
      { message: { type: '@latch/frame/SHOW_APPROVAL' }, targetOrigin: appOrigin },
      {
        message: { type: '@latch/frame/SESSION_UPDATE', payload: { status: 'signedOut' } },
        targetOrigin: appOrigin,
      },
    ])
  })

  it('once destroyed, stops listening, aborts running handlers and answers nothing', async () => {
    let signal: AbortSignal | undefined
    const { host, windows, fromApp, posted } = setup({
      GET_USER: (_payload, context) => {
        signal = context.signal
        return new Promise(() => {})
      },
    })
    fromApp({ type: '@latch/app/GET_USER', id: 'u' })
    await deliver()
    host.destroy()
    expect(signal?.aborted).toBe(true)
    expect(windows.frame.listenerCount).toBe(0)
    host.post('HIDE_APPROVAL')
    await deliver()
    expect(posted()).toHaveLength(1)
  })

  it('refuses an app origin that no message could ever match', () => {
    const windows = createWindowPair(appOrigin, frameOrigin)
    for (const origin of ['*', 'http://localhost:5173/', 'localhost:5173'])
      expect(() =>
        createFrameHost({
          appOrigin: origin,
          appWindow: windows.app,
          window: windows.frame,
          handlers: {},
        }),
      ).toThrow(TypeError)
  })
})

describe('client and host together', () => {
  it('a connect flow round-trips: READY, 500 ms, requests and answers, approval shown and hidden', async () => {
    const clock = createFakeClock()
    const windows = createWindowPair(appOrigin, frameOrigin)
    const client = createFrameClient({
      frameWindow: windows.frame,
      frameOrigin,
      window: windows.app,
      scheduler: clock.scheduler,
    })
    const approval: string[] = []
    client.on('SHOW_APPROVAL', () => approval.push('shown'))
    client.on('HIDE_APPROVAL', () => approval.push('hidden'))
    const host = createFrameHost({
      appOrigin,
      appWindow: windows.app,
      window: windows.frame,
      handlers: {
        CONNECT_EMAIL: async ({ email }) => ({
          action: email.endsWith('@new.example') ? 'VERIFY_OTP' : 'VERIFY_DEVICE',
        }),
        CONNECT_OTP: async ({ otp }) => {
          if (otp !== '123456') throw new Error('Invalid code')
        },
        GET_USER: async () => ({ email: 'ada@new.example', address: '0xabc', chainId: 1 }),
        RPC_REQUEST: async ({ method }) => {
          host.post('SHOW_APPROVAL')
          host.post('HIDE_APPROVAL')
          return method === 'personal_sign' ? '0xsignature' : null
        },
      },
    })
    await deliver()
    await clock.advance(500)
    await client.ready

    await expect(client.request('CONNECT_EMAIL', { email: 'ada@new.example' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    await expect(client.request('CONNECT_OTP', { otp: '000000' })).rejects.toThrow('Invalid code')
    await expect(client.request('CONNECT_OTP', { otp: '123456' })).resolves.toBeUndefined()
    await expect(client.request('GET_USER')).resolves.toEqual({
      email: 'ada@new.example',
      address: '0xabc',
      chainId: 1,
    })
    await expect(
      client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0xabc'] }),
    ).resolves.toBe('0xsignature')
    expect(approval).toEqual(['shown', 'hidden'])
    expect(warn).not.toHaveBeenCalled()
    client.destroy()
    host.destroy()
  })
})
