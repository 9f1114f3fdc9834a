import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import type { FrameRequestName } from './frameRequests'
import { frameRequests } from './frameRequests'
import { parseAppMessage } from './parseAppMessage'
import { parseFrameMessage } from './parseFrameMessage'
import { readSocialResult } from './socialResult'

/** One request and one answer of each kind the reference lists (frame-protocol.md, "App events"). */
const samples = {
  SWITCH_NETWORK: [{ chainId: 137, rpcUrl: 'http://localhost:8545' }, { chainId: 137 }],
  CONNECT_EMAIL: [{ email: 'ada@example.com' }, { action: 'VERIFY_DEVICE' }],
  CONNECT_DEVICE: [undefined, undefined],
  CONNECT_OTP: [{ otp: '123456' }, undefined],
  CONNECT_SOCIAL: [
    { uri: 'http://127.0.0.1:8788/social/callback?code=c&state=s', chainId: 1 },
    { address: '0xabc', chainId: 1, email: 'ada@example.com', userName: 'ada' },
  ],
  GET_SOCIAL_REDIRECT_URI: [{ provider: 'google' }, { uri: 'http://localhost:8790/auth?x=1' }],
  GET_FARCASTER_URI: [undefined, { url: 'https://farcaster.example/connect' }],
  CONNECT_FARCASTER: [undefined, { userName: 'ada' }],
  GET_USER: [
    { chainId: 1, preferredAccountType: 'eoa' },
    {
      address: '0xabc',
      chainId: 1,
      accounts: [{ address: '0xabc', type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    },
  ],
  SIGN_OUT: [undefined, undefined],
  GET_CHAIN_ID: [undefined, { chainId: 1 }],
  IS_CONNECTED: [undefined, { isConnected: true }],
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [undefined, { smartAccountEnabledNetworks: [1, 8453] }],
  INIT_SMART_ACCOUNT: [undefined, { address: '0xdef', isDeployed: true }],
  SET_PREFERRED_ACCOUNT: [{ type: 'smartAccount' }, { type: 'smartAccount', address: '0xdef' }],
  RPC_REQUEST: [{ method: 'eth_getBalance', params: ['0xabc', 'latest'], chainId: 1 }, '0x1'],
  RPC_ABORT: [{ id: 'r1' }, undefined],
  UPDATE_EMAIL: [{ email: 'new@example.com' }, { action: 'VERIFY_PRIMARY_OTP' }],
  UPDATE_EMAIL_PRIMARY_OTP: [{ otp: '111111' }, undefined],
  UPDATE_EMAIL_SECONDARY_OTP: [{ otp: '222222' }, { newEmail: 'new@example.com' }],
  SYNC_THEME: [{ themeMode: 'dark', themeVariables: { '--latch-accent': '#3396ff' } }, undefined],
  SYNC_DAPP_DATA: [
    {
      metadata: { name: 'Demo', description: 'Demo', url: 'http://localhost:5173', icons: [] },
      projectId: 'demo',
    },
    undefined,
  ],
  RELOAD: [undefined, undefined],
  EXPORT_PRIVATE_KEY: [{ chainNamespace: 'solana' }, undefined],
  CONNECT_PASSKEY: [
    { mode: 'get', chainId: 1 },
    {
      email: null,
      address: '0xabc',
      chainId: 1,
      accounts: [{ address: '0xabc', type: 'eoa' }],
      preferredAccountType: 'eoa',
    },
  ],
  ADD_PASSKEY: [undefined, undefined],
  SIGN_OUT_EVERYWHERE: [undefined, undefined],
} satisfies Record<FrameRequestName, [unknown, unknown]>

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
})

describe('messages', () => {
  it('every request of the reference has a schema and a sample', () => {
    expect(Object.keys(frameRequests).sort()).toEqual(Object.keys(samples).sort())
  })

  it.each(Object.entries(samples))(
    '%s: the request and both answers parse',
    (name, [payload, success]) => {
      expect(parseAppMessage({ type: `@latch/app/${name}`, id: 'r1', payload })).toEqual({
        success: true,
        message: { name, id: 'r1', payload },
      })
      expect(
        parseFrameMessage({ type: `@latch/frame/${name}_SUCCESS`, id: 'r1', payload: success }),
      ).toEqual({
        success: true,
        message: { kind: 'success', name, id: 'r1', payload: success },
      })
      expect(
        parseFrameMessage({
          type: `@latch/frame/${name}_ERROR`,
          id: 'r1',
          payload: { message: 'No' },
        }),
      ).toEqual({
        success: true,
        message: { kind: 'error', name, id: 'r1', payload: { message: 'No' } },
      })
    },
  )

  it('reads a payload-less request with a stray payload as none, and drops unknown fields', () => {
    expect(parseAppMessage({ type: '@latch/app/SIGN_OUT', id: 'r', payload: {} })).toEqual({
      success: true,
      message: { name: 'SIGN_OUT', id: 'r', payload: undefined },
    })
    expect(
      parseAppMessage({
        type: '@latch/app/CONNECT_OTP',
        id: 'r',
        payload: { otp: '1', extra: 'x' },
      }),
    ).toEqual({ success: true, message: { name: 'CONNECT_OTP', id: 'r', payload: { otp: '1' } } })
  })

  it.each([
    ['no type', { id: 'r', payload: {} }],
    ['a frame type', { type: '@latch/frame/SIGN_OUT', id: 'r' }],
    ['an unknown name', { type: '@latch/app/STEAL', id: 'r' }],
    ['no id', { type: '@latch/app/SIGN_OUT' }],
    ['an empty id', { type: '@latch/app/SIGN_OUT', id: '' }],
    ['a wrong payload', { type: '@latch/app/CONNECT_EMAIL', id: 'r', payload: { email: 7 } }],
    ['a missing payload', { type: '@latch/app/CONNECT_EMAIL', id: 'r' }],
    ['a string', '@latch/app/SIGN_OUT'],
    ['a prototype key as name', { type: '@latch/app/constructor', id: 'r' }],
  ])('drops a request with %s', (_case, data) => {
    expect(parseAppMessage(data).success).toBe(false)
  })

  it.each([
    [
      'an answer without id',
      { type: '@latch/frame/GET_USER_SUCCESS', payload: { address: '0x', chainId: 1 } },
    ],
    ['an answer to no request', { type: '@latch/frame/STEAL_SUCCESS', id: 'r' }],
    [
      'a wrong answer',
      { type: '@latch/frame/CONNECT_EMAIL_SUCCESS', id: 'r', payload: { action: 'X' } },
    ],
    ['a bare name', { type: '@latch/frame/GET_USER', id: 'r' }],
    ['a wrong notification', { type: '@latch/frame/SESSION_UPDATE', payload: { status: 'x' } }],
    ['an app type', { type: '@latch/app/GET_USER_SUCCESS', id: 'r' }],
  ])('drops a frame message with %s', (_case, data) => {
    expect(parseFrameMessage(data).success).toBe(false)
  })

  it('an error without a message reads as the default one', () => {
    expect(
      parseFrameMessage({ type: '@latch/frame/CONNECT_OTP_ERROR', id: 'r', payload: {} }),
    ).toEqual({
      success: true,
      message: {
        kind: 'error',
        name: 'CONNECT_OTP',
        id: 'r',
        payload: { message: 'An error occurred' },
      },
    })
  })
})

describe('readSocialResult', () => {
  const secureSiteOrigin = 'http://127.0.0.1:8788'
  const popup = { postMessage() {} }
  const uri = 'http://127.0.0.1:8788/social/callback?code=c&state=s'
  const event = (data: unknown, origin: string, source: unknown) =>
    ({ data, origin, source }) as MessageEvent

  it("is the popup's redirect URL, from the secure site's origin and the popup the app opened", () => {
    expect(
      readSocialResult(event({ type: 'latch/social-result', uri }, secureSiteOrigin, popup), {
        secureSiteOrigin,
        popup,
      }),
    ).toBe(uri)
  })

  it('is nothing from another origin or another window, with a warning; nothing for other messages', () => {
    const expected = { secureSiteOrigin, popup }
    const result = { type: 'latch/social-result', uri }
    expect(readSocialResult(event(result, 'https://evil.example', popup), expected)).toBeUndefined()
    expect(readSocialResult(event(result, secureSiteOrigin, {}), expected)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(
      readSocialResult(event({ type: 'latch/social-result' }, secureSiteOrigin, popup), expected),
    ).toBeUndefined()
    expect(readSocialResult(event({ hello: 1 }, secureSiteOrigin, popup), expected)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
