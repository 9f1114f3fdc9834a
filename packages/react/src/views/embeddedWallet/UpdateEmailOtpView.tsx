import { verifyEmailUpdate } from '@latch/core/embeddedWallet'
import { useState } from 'react'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { embeddedWalletCss } from './embeddedWalletCss'
import { OtpField } from './OtpField'

/** UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp: the code sent to the current, then to the new address. */
export default function UpdateEmailOtpView() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const update = useLatchState((state) => state.emailUpdate)
  const current = useLatchState((state) => state.embeddedUser?.email)
  const [code, setCode] = useState('')
  if (!update) return null
  const step = update.step

  return (
    <div className="center" key={step}>
      <style>{embeddedWalletCss}</style>
      <p>{text.codeSent(step === 'primary' ? (current ?? '') : update.email)}</p>
      <OtpField
        label={text.codeLabel}
        value={code}
        onChange={setCode}
        onComplete={(otp) => void verifyEmailUpdate(latch, { otp }).then(() => setCode(''))}
        invalid={update.status === 'failed'}
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
