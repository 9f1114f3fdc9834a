import type { LatchError } from '@latch/core'
import { connectEmail, prepareEmailLogin } from '@latch/core/embeddedWallet'
import { type FormEvent, useId, useState } from 'react'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { preloadView } from '../../modal/viewRegistry'
import { useLatchState } from '../../state/useLatchState'

/** The e-mail field and "Continue": starts an e-mail login; the cooldown or a refusal shows under it. */
export function EmailForm() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const login = useLatchState((state) => state.emailLogin)
  const [email, setEmail] = useState(login?.email ?? '')
  const [invalid, setInvalid] = useState<string>()
  const errorId = useId()
  const pending = login?.status === 'pending' && login.email === email.trim()
  const error = invalid ?? (login?.status === 'failed' ? login.message : undefined)

  function submit(event: FormEvent) {
    event.preventDefault()
    setInvalid(undefined)
    connectEmail(latch, { email }).catch((caught: LatchError) => setInvalid(caught.message))
  }

  return (
    <form className="email-form" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={`${errorId}-email`}>
        {text.emailLabel}
      </label>
      <input
        id={`${errorId}-email`}
        type="email"
        autoComplete="email"
        placeholder={text.emailPlaceholder}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={() => {
          // The visitor has begun an e-mail login: the secure site's frame, and the view Continue leads to (a view
          // whose chunk came after its spinner is held back ~300 ms by React), load while they type (§11.1).
          prepareEmailLogin(latch)
          preloadView(latch, 'EmailVerifyOtp')
        }}
      />
      <button type="submit" className="primary" disabled={pending}>
        {pending ? text.working : text.continue}
      </button>
      {error ? (
        <p id={errorId} className="error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
