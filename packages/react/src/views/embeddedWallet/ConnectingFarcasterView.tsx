import { connectFarcaster, leaveConnectingFarcaster } from '@latch/core/embeddedWallet'
import { isMobileDevice } from '@latch/core/internal'
import { useEffect } from 'react'
import { QrCode } from '../../components/QrCode'
import { Spinner } from '../../components/Spinner'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'

/**
 * ConnectingFarcaster (behaviour.md §4): the relay's sign-in URL as a QR on a desktop, as a link that opens the
 * Farcaster app on a phone; a failure shows its text and a retry. Leaving it while not connected clears the
 * Farcaster link and reloads the embedded wallet (§2).
 */
export default function ConnectingFarcasterView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('embeddedWallet', embeddedWalletViews)
  const text = messages.embeddedWallet
  const login = useLatchState((state) => state.farcasterLogin)
  useEffect(() => () => void leaveConnectingFarcaster(latch), [latch])
  if (!login) return null
  if (login.status === 'failed')
    return (
      <div className="center">
        <p className="error" role="alert">
          {login.message}
        </p>
        <button type="button" className="primary" onClick={() => void connectFarcaster(latch)}>
          {messages.modal.tryAgain}
        </button>
      </div>
    )
  if (!login.farcasterUrl)
    return (
      <div className="center">
        <Spinner label={text.working} />
      </div>
    )
  if (isMobileDevice())
    return (
      <div className="center">
        <p>{text.farcasterOpenApp}</p>
        <a className="primary" href={login.farcasterUrl}>
          {text.farcasterOpen}
        </a>
      </div>
    )
  return (
    <div className="center">
      <p>{text.farcasterScan}</p>
      <QrCode value={login.farcasterUrl} label={text.farcasterQrLabel} />
      <a href={login.farcasterUrl} target="_blank" rel="noreferrer">
        {text.farcasterOpen}
      </a>
    </div>
  )
}
