import { connectEmail, verifyEmailOtp } from '@latch/core/embeddedWallet'
import { useState } from 'react'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { embeddedWalletCss } from './embeddedWalletCss'

const OTP_LENGTH = 6

/**
 * EmailVerifyOtp: the 6-digit code from the e-mail. Typing or pasting the sixth digit sends it (a pasted code with
 * spaces or dashes counts); "Resend code" is an e-mail login again, under the same 30-s cooldown.
 */
export default function EmailVerifyOtpView() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const login = useLatchState((state) => state.emailLogin)
  const [code, setCode] = useState('')
  const pending = login?.status === 'pending'

  function change(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH)
    setCode(digits)
    if (digits.length === OTP_LENGTH) void verifyEmailOtp(latch, { otp: digits })
  }

  if (!login) return null
  return (
    <div className="center">
      <style>{embeddedWalletCss}</style>
      <p>{text.codeSent(login.email)}</p>
      <label className="visually-hidden" htmlFor="latch-otp">
        {text.codeLabel}
      </label>
      <input
        id="latch-otp"
        className="otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH * 2}
        value={code}
        disabled={pending && code.length === OTP_LENGTH}
        aria-invalid={login.status === 'failed' ? true : undefined}
        onChange={(event) => change(event.target.value)}
      />
      {login.status === 'failed' && login.message ? (
        <p className="error" role="alert">
          {login.message}
        </p>
      ) : (
        <p className="muted">{text.codeExpiry}</p>
      )}
      <button
        type="button"
        className="secondary"
        onClick={() => {
          setCode('')
          void connectEmail(latch, { email: login.email })
        }}
      >
        {text.resend}
      </button>
    </div>
  )
}
