import type { LatchApi } from '../frame/latchApi'

export type KeyExportStep =
  | {
      step: 'confirm'
      busy: boolean
      error?: string | undefined
      /** The user has a passkey: the export asks for it instead of a mailed code (behaviour.md §11.7). */
      passkey?: boolean | undefined
    }
  | { step: 'code'; busy: boolean; error?: string | undefined }
  | { step: 'key'; privateKey: string; namespace: KeyNamespace }

/** Whose key: the EVM account's (hex) or the Solana account's (the 64-byte secret in base58, as Phantom takes it). */
export type KeyNamespace = 'eip155' | 'solana'

/** What the app is told when the user closes the export before its end. */
export const exportCancelledText = 'User rejected the request.'

/**
 * The key export (behaviour.md §11.5): shown over the modal like an approval. The user asks for a fresh code (mailed to
 * their address), types it, and sees the private key here, in the secure site's own page, and nowhere else:
 * the app is only told that the export ended. `onShow` / `onHide` make the frame visible and hidden.
 */
export function createKeyExport(options: {
  api: LatchApi
  onShow(): void
  onHide(): void
  /** The frame's device id (a passkey's challenge is bound to it); absent: no passkey path. */
  deviceId?: () => string
}) {
  const listeners = new Set<() => void>()
  let state: KeyExportStep | undefined
  let finish: ((done: boolean) => void) | undefined
  let namespace: KeyNamespace = 'eip155'

  function set(next: KeyExportStep | undefined) {
    state = next
    for (const listener of listeners) listener()
  }

  function end(done: boolean) {
    const settle = finish
    finish = undefined
    // The key leaves the page's state with the screen.
    set(undefined)
    options.onHide()
    settle?.(done)
  }

  async function step(work: () => Promise<KeyExportStep>, on: 'confirm' | 'code') {
    set({ step: on, busy: true })
    try {
      set(await work())
    } catch (error) {
      set({ step: on, busy: false, error: (error as Error).message })
    }
  }

  return {
    /**
     * Runs one export of the namespace's key (the EVM one when the app names none or one without a key); resolves
     * when the user is done, rejects when they cancel or the app aborts.
     */
    run(signal?: AbortSignal, chainNamespace?: string): Promise<void> {
      if (finish) return Promise.reject(new Error('An export is already open'))
      namespace = chainNamespace === 'solana' ? 'solana' : 'eip155'
      return new Promise<void>((resolve, reject) => {
        finish = (done) => (done ? resolve() : reject(new Error(exportCancelledText)))
        signal?.addEventListener('abort', () => end(false), { once: true })
        set({ step: 'confirm', busy: false })
        options.onShow()
        // A user with a passkey exports with it: the server asks for it then, not for a code.
        if (options.deviceId)
          void options.api
            .post<{ passkeys: unknown[] }>('/v1/passkeys/list')
            .then(({ passkeys }) => {
              if (state?.step === 'confirm' && passkeys.length > 0) set({ ...state, passkey: true })
            })
            .catch(() => undefined)
      })
    },
    /** The passkey path: a fresh assertion of the user's own passkey, then the key. */
    proveWithPasskey: () =>
      step(async () => {
        const deviceId = options.deviceId?.() ?? ''
        const { startAuthentication } = await import('@simplewebauthn/browser')
        const { options: optionsJSON } = await options.api.post<{
          options: Parameters<typeof startAuthentication>[0]['optionsJSON']
        }>('/v1/passkeys/export/options', { deviceId })
        const passkey = await startAuthentication({ optionsJSON })
        const { privateKey } = await options.api.post<{ privateKey: string }>(
          '/v1/wallets/export',
          { deviceId, passkey, namespace },
        )
        return { step: 'key', privateKey, namespace }
      }, 'confirm'),
    sendCode: () =>
      step(async () => {
        await options.api.post('/v1/wallets/export/start')
        return { step: 'code', busy: false }
      }, 'confirm'),
    submitCode: (otp: string) =>
      step(async () => {
        const { privateKey } = await options.api.post<{ privateKey: string }>(
          '/v1/wallets/export',
          { otp, namespace },
        )
        return { step: 'key', privateKey, namespace }
      }, 'code'),
    done: () => end(true),
    cancel: () => end(false),
    current: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type KeyExport = ReturnType<typeof createKeyExport>
