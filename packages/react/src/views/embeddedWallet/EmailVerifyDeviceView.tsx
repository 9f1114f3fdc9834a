import { Spinner } from '../../components/Spinner'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchState } from '../../state/useLatchState'

/** EmailVerifyDevice: a new browser for this e-mail waits until the visitor approves it from the e-mailed link. */
export default function EmailVerifyDeviceView() {
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const login = useLatchState((state) => state.emailLogin)
  if (!login) return null
  return (
    <div className="center">
      <p>{text.deviceSent(login.email)}</p>
      {login.status === 'failed' && login.message ? (
        <p className="error" role="alert">
          {login.message}
        </p>
      ) : (
        <Spinner label={text.deviceWaiting} />
      )}
    </div>
  )
}
