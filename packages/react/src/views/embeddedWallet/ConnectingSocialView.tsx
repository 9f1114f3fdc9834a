import { connectSocial } from '@latch/core/embeddedWallet'
import { Spinner } from '../../components/Spinner'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'

/**
 * ConnectingSocial: the popup is open (or, in redirect mode, the page is leaving for the provider or has just come
 * back); a closed popup or a failure shows its text and a retry; a blocked popup offers to continue in this tab
 * (behaviour.md §11.3).
 */
export default function ConnectingSocialView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('embeddedWallet', embeddedWalletViews)
  const text = messages.embeddedWallet
  const login = useLatchState((state) => state.socialLogin)
  if (!login) return null
  const name = text.providers[login.provider]
  if (login.status === 'blocked')
    return (
      <div className="center">
        <p role="alert">{text.popupBlocked(name)}</p>
        <button
          type="button"
          className="primary"
          onClick={() => void connectSocial(latch, { provider: login.provider, mode: 'redirect' })}
        >
          {text.continueInThisTab}
        </button>
      </div>
    )
  if (login.status === 'failed')
    return (
      <div className="center">
        <p className="error" role="alert">
          {login.message}
        </p>
        <button
          type="button"
          className="primary"
          onClick={() => void connectSocial(latch, { provider: login.provider })}
        >
          {messages.modal.tryAgain}
        </button>
      </div>
    )
  return (
    <div className="center">
      <p>{login.mode === 'redirect' ? text.redirectWaiting(name) : text.popupWaiting(name)}</p>
      <Spinner label={text.working} />
    </div>
  )
}
