import { useRef, useSyncExternalStore } from 'react'
import { useApproveGate } from '../approval/useApproveGate'
import { ScreenFrame } from '../frame/ScreenFrame'
import type { PasskeyCeremony, PasskeyMode } from './createPasskeyCeremony'

const titles: Record<PasskeyMode, string> = {
  create: 'Create a passkey',
  get: 'Sign in with a passkey',
  add: 'Add a passkey',
}
const explanations: Record<PasskeyMode, string> = {
  create:
    'A passkey on this device becomes your wallet login: no e-mail, no password. It works only on this secure site.',
  get: 'Use the passkey you saved for this wallet. It works only on this secure site.',
  add: 'A passkey on this device lets you sign in without a code, and only on this secure site.',
}

/**
 * The passkey screen (behaviour.md §11.7): WebAuthn runs on its button, in the secure site's origin. The button grants
 * access, so it counts only in plain view, as Approve does (§11.6).
 */
export function PasskeyScreen({ ceremony }: { ceremony: PasskeyCeremony }) {
  const state = useSyncExternalStore(ceremony.subscribe, ceremony.current)
  const cancel = useRef<HTMLButtonElement>(null)
  const proceed = useRef<HTMLButtonElement>(null)
  const { armed, obscured } = useApproveGate(proceed, state?.mode)
  if (!state) return null
  return (
    <ScreenFrame
      titleId="passkey-title"
      title={titles[state.mode]}
      initialFocus={cancel}
      step={state.mode}
      onClose={ceremony.cancel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') ceremony.cancel()
      }}
    >
      <p>{explanations[state.mode]}</p>
      {state.error ? <p role="alert">{state.error}</p> : null}
      {obscured ? (
        <p className="approval-obscured" role="status">
          Approve works once this screen is in full view, with nothing over it.
        </p>
      ) : null}
      <div className="approval-actions">
        <button type="button" ref={cancel} onClick={ceremony.cancel}>
          Cancel
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
          {state.mode === 'get' ? 'Use passkey' : 'Create passkey'}
        </button>
      </div>
    </ScreenFrame>
  )
}
