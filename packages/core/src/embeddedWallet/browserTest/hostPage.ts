// The secure site in the browser test: @latch/frame's real host, on its own origin, with handlers that behave like
// the secure site's and record what the app asked (the server's part is apps/secure-site's own tests).
import { createFrameHost, type FrameHandlerContext } from '@latch/frame'
import type { EmbeddedHostTestWindow } from './testWindow'

const appOrigin = new URLSearchParams(location.search).get('appOrigin') ?? ''
const events: Array<[string, unknown]> = []
const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
let email = 'ada@example.com'
let updateCalls = 0

/** Records the request, and its abort by the app. */
function seen(name: string, payload: unknown, { signal }: FrameHandlerContext) {
  events.push([name, payload])
  signal.addEventListener('abort', () => events.push(['aborted', name]))
}

/** Never answers: only the app's abort ends it. */
const held = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new Error('Request was aborted'))),
  )

createFrameHost({
  appOrigin,
  handlers: {
    SYNC_DAPP_DATA: () => undefined,
    SYNC_THEME: () => undefined,
    CONNECT_EMAIL: (payload, context) => {
      seen('CONNECT_EMAIL', payload, context)
      if (payload.email === 'cooldown@example.com')
        throw new Error('Please try again after 21 seconds')
      return { action: 'VERIFY_OTP' }
    },
    CONNECT_OTP: (payload, context) => {
      seen('CONNECT_OTP', payload, context)
      if (payload.otp !== '123456') throw new Error('Invalid code')
    },
    GET_SOCIAL_REDIRECT_URI: (payload, context) => {
      seen('GET_SOCIAL_REDIRECT_URI', payload, context)
      // The page leaves for this "provider", which shows what the app asked to come back to.
      return {
        uri: `${location.origin}/provider.html?${new URLSearchParams({ returnUrl: payload.returnUrl ?? '' })}`,
      }
    },
    CONNECT_SOCIAL: (payload, context) => {
      seen('CONNECT_SOCIAL', payload, context)
      if (payload.redirectCode !== 'one-time-code') throw new Error('Failed to connect')
      return { email: 'visitor@example.com', address, chainId: 1, userName: 'Test Visitor' }
    },
    GET_USER: () => ({ email, address, chainId: 1 }),
    IS_CONNECTED: () => ({ isConnected: false }),
    UPDATE_EMAIL: (payload, context) => {
      seen('UPDATE_EMAIL', payload, context)
      // The first change hangs until the app takes it back; the next ones answer.
      if (++updateCalls === 1) return held(context.signal)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    UPDATE_EMAIL_PRIMARY_OTP: (payload, context) => {
      seen('UPDATE_EMAIL_PRIMARY_OTP', payload, context)
      if (payload.otp === 'hold') return held(context.signal)
      if (payload.otp !== '111111') throw new Error('Invalid code')
    },
    UPDATE_EMAIL_SECONDARY_OTP: (payload, context) => {
      seen('UPDATE_EMAIL_SECONDARY_OTP', payload, context)
      if (payload.otp !== '222222') throw new Error('Invalid code')
      email = 'new@example.com'
      return { newEmail: email }
    },
    EXPORT_PRIVATE_KEY: (payload, context) => {
      seen('EXPORT_PRIVATE_KEY', payload, context)
      throw new Error('User rejected the request.')
    },
  },
})
;(window as unknown as EmbeddedHostTestWindow).hostTest = { events }
