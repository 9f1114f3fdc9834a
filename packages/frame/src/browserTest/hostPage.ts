// The secure site's page in the browser test: createFrameHost with the app origin from its URL.
import { createFrameHost } from '../createFrameHost'
import { type HostTestWindow, recordWarnings } from './testWindow'

const appOrigin = new URLSearchParams(location.search).get('appOrigin') ?? ''
const handled: Array<[string, string, string]> = []
const servedAt: number[] = []
const warnings: Array<[string, string]> = []
recordWarnings(warnings)
let release = () => {}
const released = new Promise<void>((resolve) => {
  release = resolve
})

const startedAt = Date.now()
// RELOAD: the default, `location.reload()`, after the answer.
createFrameHost({
  appOrigin,
  handlers: {
    CONNECT_EMAIL: async ({ email }, { id }) => {
      handled.push(['CONNECT_EMAIL', email, id])
      servedAt.push(Date.now())
      return { action: 'VERIFY_OTP' }
    },
    CONNECT_OTP: async ({ otp }, { id }) => {
      handled.push(['CONNECT_OTP', otp, id])
      await released
    },
  },
})
;(window as unknown as HostTestWindow).hostTest = {
  handled,
  warnings,
  release: () => release(),
  startedAt,
  servedAt,
}
