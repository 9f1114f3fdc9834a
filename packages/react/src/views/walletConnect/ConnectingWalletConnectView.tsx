import { getConnectors } from '@latch/core'
import { isMobileDevice } from '@latch/core/internal'
import {
  connectWalletConnect,
  mobilePlatform,
  preparePairing,
  selectRegistryWallet,
  walletStorePage,
} from '@latch/core/walletConnect'
import { useEffect } from 'react'
import { QrCode } from '../../components/QrCode'
import { Spinner } from '../../components/Spinner'
import { WalletIcon } from '../../components/WalletIcon'
import { walletConnectViews } from '../../i18n/en/walletConnectViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { usePairingUri } from './usePairingUri'
import { walletConnectCss } from './walletConnectCss'

/**
 * ConnectingWalletConnect and ConnectingWalletConnectBasic: the QR code of the pairing, for a phone's wallet to scan
 * (with the chosen wallet's icon), "Copy link", and the wallet's answer: a rejection or failure with a retry. On a
 * phone that has just opened the chosen wallet: open it again, or get it from the store when it is not installed.
 */
export default function ConnectingWalletConnectView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('walletConnect', walletConnectViews)
  const attempt = useLatchState((state) => state.connectAttempt)
  const wallet = useLatchState((state) => state.walletConnectWallet)
  const uri = usePairingUri()
  const isWalletConnect = getConnectors(latch).some(
    (connector) => connector.type === 'WALLET_CONNECT' && connector.id === attempt?.connectorId,
  )
  const status = attempt && isWalletConnect ? attempt.status : 'pending'

  // ConnectingWalletConnectBasic opens without a connect (opening rule 2): the QR code needs a pairing. Creating
  // one only talks to the relay; no wallet is asked anything.
  useEffect(() => preparePairing(latch), [latch])
  const text = messages.walletConnect

  if (status !== 'pending')
    return (
      <div className="center">
        <p className="error" role="alert">
          {status === 'rejected' ? text.rejected : text.failed}
        </p>
        <button
          type="button"
          className="primary"
          onClick={() => void connectWalletConnect(latch, { wallet })}
        >
          {messages.modal.tryAgain}
        </button>
      </div>
    )

  if (!uri) return <Spinner label={text.preparing} />

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link)
      latch.toasts.show('success', text.linkCopied)
    } catch {
      latch.toasts.show('error', text.copyFailed)
    }
  }

  const { links, stores } = wallet ?? {}
  if (wallet && links && stores && isMobileDevice()) {
    const store = walletStorePage({ stores }, mobilePlatform(navigator.userAgent))
    return (
      <div className="center">
        <style>{walletConnectCss}</style>
        <WalletIcon icon={wallet.imageUrl} large />
        <p>{text.continueIn(wallet.name)}</p>
        <p className="muted">{text.acceptInWallet}</p>
        {/* Opens the app within the tap, like the first time (selectRegistryWallet awaits nothing). */}
        <button
          type="button"
          className="primary"
          onClick={() => selectRegistryWallet(latch, { wallet: { ...wallet, links, stores } })}
        >
          {text.open(wallet.name)}
        </button>
        {store && (
          <a className="secondary" href={store} target="_blank" rel="noopener noreferrer">
            {text.getWallet(wallet.name)}
          </a>
        )}
        <button type="button" className="secondary" onClick={() => void copy(uri)}>
          {text.copyLink}
        </button>
      </div>
    )
  }

  return (
    <div className="center">
      <style>{walletConnectCss}</style>
      <div className="qr-frame">
        <QrCode value={uri} label={text.qrLabel} logo={wallet?.imageUrl} />
      </div>
      <p className="muted">{wallet ? text.scanWith(wallet.name) : text.scanWithPhone}</p>
      <button type="button" className="secondary" onClick={() => void copy(uri)}>
        {text.copyLink}
      </button>
    </div>
  )
}
