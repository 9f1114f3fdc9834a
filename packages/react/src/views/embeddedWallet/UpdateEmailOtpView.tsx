import { verifyEmailUpdate } from '@latch/core/embeddedWallet'
import { useState } from 'react'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { embeddedWalletCss } from './embeddedWalletCss'

const OTP_LENGTH = 6

/** UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp: the code sent to the current, then to the new address. */
export default function UpdateEmailOtpView() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const update = useLatchState((state) => state.emailUpdate)
  const current = useLatchState((state) => state.embeddedUser?.email)
  const [code, setCode] = useState('')
  if (!update) return null
  const step = update.step

  function change(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH)
    setCode(digits)
    if (digits.length === OTP_LENGTH)
      void verifyEmailUpdate(latch, { otp: digits }).then(() => setCode(''))
  }

  return (
    <div className="center" key={step}>
      <style>{embeddedWalletCss}</style>
      <p>{text.codeSent(step === 'primary' ? (current ?? '') : update.email)}</p>
      <label className="visually-hidden" htmlFor={`latch-update-otp-${step}`}>
        {text.codeLabel}
      </label>
      <input
        id={`latch-update-otp-${step}`}
        className="otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH * 2}
        value={code}
        aria-invalid={update.status === 'failed' ? true : undefined}
        onChange={(event) => change(event.target.value)}
      />
      {update.status === 'failed' && update.message ? (
        <p className="error" role="alert">
          {update.message}
        </p>
      ) : (
        <p className="muted">{text.codeExpiry}</p>
      )}
    </div>
  )
}
