import {
  type AccountNameAvailability,
  accountNameProblem,
  checkAccountName,
  NAME_CHECK_DEBOUNCE_MS,
  registerAccountName,
  timeoutScheduler,
} from '@latch/core/names'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { namesViews } from '../../i18n/en/namesViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { namesCss } from './namesCss'

/**
 * RegisterAccountName (behaviour.md §13.5): a label in the app's zone, its rules said as you type before any request
 * (§5: 4 or more letters, digits or hyphens), then whether it is free and, when it is taken, free names like it. Register
 * has the wallet sign; a failure stays here with its words (spec §4).
 */
export default function RegisterAccountNameView() {
  const latch = useLatchInstance()
  const text = useViewMessages('names', namesViews).names
  const attempt = useLatchState((state) => state.names)
  const zone = latch.options.names?.zone ?? ''
  const [label, setLabel] = useState('')
  const [availability, setAvailability] = useState<AccountNameAvailability>()
  const id = useId()
  const problem = accountNameProblem(label)

  // Availability is asked once typing pauses on a label that keeps the rules (a read of the server, no wallet request).
  useEffect(() => {
    setAvailability(undefined)
    if (accountNameProblem(label)) return
    let current = true
    const cancel = timeoutScheduler(() => {
      void checkAccountName(latch, label).then((answer) => {
        if (current) setAvailability(answer)
      })
    }, NAME_CHECK_DEBOUNCE_MS)
    return () => {
      current = false
      cancel()
    }
  }, [latch, label])

  const pending = attempt.status === 'pending'
  const canRegister = !problem && availability?.status === 'available' && !pending

  function submit(event: FormEvent) {
    event.preventDefault()
    if (canRegister) void registerAccountName(latch, label)
  }

  const status = (() => {
    if (problem) return label === '' ? undefined : text.problems[problem]
    if (!availability) return text.checking
    if (availability.status === 'available') return text.available(availability.name)
    if (availability.status === 'taken') return text.taken(availability.name)
    return availability.error
  })()

  return (
    <form className="names" onSubmit={submit} noValidate>
      <style>{namesCss}</style>
      <div className="field">
        <label htmlFor={`${id}-label`}>{text.label}</label>
        <div className="name-row">
          <input
            id={`${id}-label`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={label}
            aria-invalid={problem && label !== '' ? true : undefined}
            aria-describedby={`${id}-status ${id}-hint`}
            onChange={(event) => setLabel(event.target.value.trim())}
          />
          <span className="zone">.{zone}</span>
        </div>
        <p id={`${id}-status`} role="status" className={problem ? 'problem' : 'note'}>
          {status ?? ''}
        </p>
        <p id={`${id}-hint`} className="note">
          {text.hint(zone)}
        </p>
      </div>
      {availability?.status === 'taken' && availability.suggestions.length > 0 ? (
        <section aria-labelledby={`${id}-suggestions`}>
          <h3 id={`${id}-suggestions`} className="note">
            {text.suggestionsTitle}
          </h3>
          <ul className="suggestions">
            {availability.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setLabel(suggestion.slice(0, -(zone.length + 1)))}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pending ? (
        <p className="status" role="status">
          {text.signing}
        </p>
      ) : attempt.error ? (
        <p className="status error" role="alert">
          {attempt.error}
        </p>
      ) : null}
      <button type="submit" disabled={!canRegister} aria-busy={pending || undefined}>
        {text.register}
      </button>
    </form>
  )
}
