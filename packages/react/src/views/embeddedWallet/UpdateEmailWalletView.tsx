import type { LatchError } from '@latch/core'
import { updateEmail } from '@latch/core/embeddedWallet'
import { type FormEvent, useState } from 'react'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { embeddedWalletCss } from './embeddedWalletCss'

/** UpdateEmailWallet: the new address; codes to the current and then the new address follow. */
export default function UpdateEmailWalletView() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const update = useLatchState((state) => state.emailUpdate)
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState<string>()
  const error = invalid ?? (update?.status === 'failed' ? update.message : undefined)

  function submit(event: FormEvent) {
    event.preventDefault()
    setInvalid(undefined)
    updateEmail(latch, { email }).catch((caught: LatchError) => setInvalid(caught.message))
  }

  return (
    <form className="email-form" onSubmit={submit} noValidate>
      <style>{embeddedWalletCss}</style>
      <label className="visually-hidden" htmlFor="latch-new-email">
        {text.newEmailLabel}
      </label>
      <input
        id="latch-new-email"
        type="email"
        autoComplete="email"
        placeholder={text.newEmailLabel}
        value={email}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="primary" disabled={update?.status === 'pending'}>
        {text.continue}
      </button>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
