import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import type { LatchApi } from '../frame/latchApi'

/** `create`: a new passkey and wallet; `get`: sign in with a passkey; `add`: the signed-in user's next passkey. */
export type PasskeyMode = 'create' | 'get' | 'add'

/**
 * The screen's state: `notUsed` when the browser's prompt was dismissed (or no passkey was there), which the screen
 * says in its language; `error` any other failure, in the browser's own words.
 */
export type PasskeyStep = {
  mode: PasskeyMode
  busy: boolean
  notUsed?: boolean
  error?: string | undefined
}

/** What the app is told when the visitor closes the screen. */
export const passkeyCancelledText = 'User rejected the request.'

type SignedIn = { token: string; user: { id: string; email: string | null } }

/**
 * A passkey ceremony (behaviour.md §11.7), shown over the modal like an approval: WebAuthn needs the visitor's
 * gesture in the secure site's own document, so the app's request opens this screen and its button runs the
 * ceremony here, in the relying party's origin. Resolves with the new session's token (`create`, `get`) or nothing
 * (`add`); rejects when the visitor closes it or the app aborts. `onShow` / `onHide` show and hide the frame.
 */
export function createPasskeyCeremony(options: {
  api: LatchApi
  deviceId: () => string
  onShow(): void
  onHide(): void
}) {
  const listeners = new Set<() => void>()
  let state: PasskeyStep | undefined
  let finish: ((result: { token?: string } | undefined) => void) | undefined

  function set(next: PasskeyStep | undefined) {
    state = next
    for (const listener of listeners) listener()
  }
  function end(result: { token?: string } | undefined) {
    const settle = finish
    finish = undefined
    set(undefined)
    options.onHide()
    settle?.(result)
  }

  /** The ceremony itself: the server's options, the browser's WebAuthn call, the server's verification. */
  async function ceremony(mode: PasskeyMode): Promise<{ token?: string }> {
    // Its own chunk: loaded by the first passkey press, not with every frame.
    const { startAuthentication, startRegistration } = await import('@simplewebauthn/browser')
    const deviceId = options.deviceId()
    const path = mode === 'get' ? 'login' : mode === 'create' ? 'register' : 'add'
    const { options: optionsJSON } = await options.api.post<{
      options: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON
    }>(`/v1/passkeys/${path}/options`, { deviceId })
    const response =
      mode === 'get'
        ? await startAuthentication({
            optionsJSON: optionsJSON as PublicKeyCredentialRequestOptionsJSON,
          })
        : await startRegistration({
            optionsJSON: optionsJSON as PublicKeyCredentialCreationOptionsJSON,
          })
    const answer = await options.api.post<SignedIn | { added: true }>(
      `/v1/passkeys/${path}/verify`,
      { deviceId, response },
    )
    return 'token' in answer ? { token: answer.token } : {}
  }

  return {
    /** Opens the screen for `mode`; resolves once the ceremony succeeded. */
    run(mode: PasskeyMode, signal?: AbortSignal): Promise<{ token?: string }> {
      if (finish) return Promise.reject(new Error('A passkey screen is already open'))
      return new Promise((resolve, reject) => {
        finish = (result) => (result ? resolve(result) : reject(new Error(passkeyCancelledText)))
        signal?.addEventListener('abort', () => end(undefined), { once: true })
        set({ mode, busy: false })
        options.onShow()
      })
    },
    /** The screen's button: the ceremony; a failure stays on the screen, to try again or close. */
    async proceed() {
      if (!state || state.busy) return
      const { mode } = state
      set({ mode, busy: true })
      try {
        end(await ceremony(mode))
      } catch (error) {
        // The browser's NotAllowedError (the visitor dismissed its prompt, or no passkey) says so in its words.
        const name = (error as { name?: string }).name
        set(
          name === 'NotAllowedError'
            ? { mode, busy: false, notUsed: true }
            : { mode, busy: false, error: (error as Error).message },
        )
      }
    },
    cancel: () => end(undefined),
    current: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type PasskeyCeremony = ReturnType<typeof createPasskeyCeremony>
