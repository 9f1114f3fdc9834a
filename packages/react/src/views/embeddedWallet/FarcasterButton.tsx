import { connectFarcaster } from '@latch/core/embeddedWallet'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'

/** Sign In With Farcaster, beside the socials when the app turns it on (`embeddedWallet({ farcaster: true })`). */
export function FarcasterButton() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  return (
    <li>
      <button type="button" className="item" onClick={() => void connectFarcaster(latch)}>
        <span className="social-mark" aria-hidden="true">
          F
        </span>
        <span>{text.continueWith(text.farcaster)}</span>
      </button>
    </li>
  )
}
