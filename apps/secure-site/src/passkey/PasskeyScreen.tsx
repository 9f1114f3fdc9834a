import { useContext, useRef, useSyncExternalStore } from 'react'
import { useApproveGate } from '../approval/useApproveGate'
import { ScreenFrame } from '../frame/ScreenFrame'
import { SiteLocaleContext } from '../i18n/SiteLocaleContext'
import type { PasskeyCeremony } from './createPasskeyCeremony'

/**
 * The passkey screen (behaviour.md §11.7): WebAuthn runs on its button, in the secure site's origin. The button grants
 * access, so it counts only in plain view, as Approve does (§11.6).
 */
export function PasskeyScreen({ ceremony }: { ceremony: PasskeyCeremony }) {
  const state = useSyncExternalStore(ceremony.subscribe, ceremony.current)
  const cancel = useRef<HTMLButtonElement>(null)
  const proceed = useRef<HTMLButtonElement>(null)
  const { armed, obscured } = useApproveGate(proceed, state?.mode)
  const { messages } = useContext(SiteLocaleContext)
  const words = messages.passkey
  if (!state) return null
  return (
    <ScreenFrame
      titleId="passkey-title"
      title={words.title[state.mode]}
      initialFocus={cancel}
      step={state.mode}
      onClose={ceremony.cancel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') ceremony.cancel()
      }}
    >
      <p>{words.explanation[state.mode]}</p>
      {state.notUsed || state.error ? (
        <p role="alert">{state.notUsed ? words.notUsed : state.error}</p>
      ) : null}
      {obscured ? (
        <p className="approval-obscured" role="status">
          {messages.obscured}
        </p>
      ) : null}
      <div className="approval-actions">
        <button type="button" ref={cancel} onClick={ceremony.cancel}>
          {messages.cancel}
        </button>
        <button
          type="button"
          className="primary"
          ref={proceed}
          disabled={!armed || state.busy}
          onClick={() => {
            if (armed) void ceremony.proceed()
          }}
        >
          {state.mode === 'get' ? messages.usePasskey : words.create}
        </button>
      </div>
    </ScreenFrame>
  )
}
