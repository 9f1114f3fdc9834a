import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { ScreenFrame } from '../frame/ScreenFrame'
import { SiteLocaleContext } from '../i18n/SiteLocaleContext'
import type { KeyExport } from './createKeyExport'

/**
 * The key-export screen (behaviour.md §11.5): a warning, a fresh code from the e-mail, then the key, here only. Escape
 * or "Cancel" ends it; "Done" forgets the key.
 */
export function ExportKey({ keyExport }: { keyExport: KeyExport }) {
  const state = useSyncExternalStore(keyExport.subscribe, keyExport.current)
  const [code, setCode] = useState('')
  const first = useRef<HTMLButtonElement & HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  const { messages } = useContext(SiteLocaleContext)
  const step = state?.step

  useEffect(() => {
    if (!step) {
      setCode('')
      setCopied(false)
    }
  }, [step])

  if (!state) return null
  return (
    <ScreenFrame
      titleId="export-title"
      title={messages.exportTitle}
      initialFocus={first}
      step={step}
      // Close forgets the key once it is shown, as Done does; before, it cancels.
      onClose={state.step === 'key' ? keyExport.done : keyExport.cancel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') keyExport.cancel()
      }}
    >
      {state.step === 'confirm' ? (
        <>
          <p>{state.passkey ? messages.exportWarningPasskey : messages.exportWarning}</p>
          {state.error ? <p role="alert">{state.error}</p> : null}
          <div className="approval-actions">
            <button type="button" ref={first} onClick={keyExport.cancel}>
              {messages.cancel}
            </button>
            {state.passkey ? (
              <button
                type="button"
                className="primary"
                disabled={state.busy}
                onClick={() => void keyExport.proveWithPasskey()}
              >
                {messages.usePasskey}
              </button>
            ) : (
              <button
                type="button"
                className="primary"
                disabled={state.busy}
                onClick={() => void keyExport.sendCode()}
              >
                {messages.sendCode}
              </button>
            )}
          </div>
        </>
      ) : state.step === 'code' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void keyExport.submitCode(code)
          }}
        >
          <label htmlFor="export-code">{messages.codeLabel}</label>
          <input
            id="export-code"
            ref={first}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            aria-invalid={state.error ? true : undefined}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          {state.error ? <p role="alert">{state.error}</p> : null}
          <div className="approval-actions">
            <button type="button" onClick={keyExport.cancel}>
              {messages.cancel}
            </button>
            <button type="submit" className="primary" disabled={state.busy || code.length !== 6}>
              {messages.showKey}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>{messages.keepOffline}</p>
          <figure className="approval-message">
            <figcaption>
              {state.namespace === 'solana' ? messages.solanaKey : messages.privateKey}
            </figcaption>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region */}
            <pre tabIndex={0}>{state.privateKey}</pre>
          </figure>
          <span aria-live="polite">{copied ? messages.copied : ''}</span>
          <div className="approval-actions">
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard.writeText(state.privateKey).then(() => setCopied(true))
              }
            >
              {messages.copy}
            </button>
            <button type="button" className="primary" ref={first} onClick={keyExport.done}>
              {messages.done}
            </button>
          </div>
        </>
      )}
    </ScreenFrame>
  )
}
