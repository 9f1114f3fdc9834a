import { connectEmail, verifyEmailOtp } from '@latch/core/embeddedWallet'
import { useState } from 'react'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { embeddedWalletCss } from './embeddedWalletCss'
import { isWholeOtp, OtpField } from './OtpField'

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

  if (!login) return null
  return (
    <div className="center">
      <style>{embeddedWalletCss}</style>
      <p>{text.codeSent(login.email)}</p>
      <OtpField
        label={text.codeLabel}
        value={code}
        onChange={setCode}
        onComplete={(otp) => void verifyEmailOtp(latch, { otp })}
        invalid={login.status === 'failed'}
        disabled={pending && isWholeOtp(code)}
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
