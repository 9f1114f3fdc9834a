import { connectPasskey } from '@latch/core/embeddedWallet'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'

/**
 * "Continue with a passkey" and "Create a wallet with a passkey" (behaviour.md §11.7), beside e-mail and social: each
 * opens the secure site's passkey screen, where the visitor's press runs WebAuthn in the secure site's origin.
 */
export function PasskeyButtons() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  return (
    <ul className="list" aria-label={text.passkeysLabel}>
      <li>
        <button
          type="button"
          className="item"
          onClick={() => void connectPasskey(latch, { mode: 'get' })}
        >
          <span className="social-mark" aria-hidden="true">
            ⚿
          </span>
          <span>{text.continueWithPasskey}</span>
        </button>
      </li>
      <li>
        <button
          type="button"
          className="item"
          onClick={() => void connectPasskey(latch, { mode: 'create' })}
        >
          <span className="social-mark" aria-hidden="true">
            +
          </span>
          <span>{text.createPasskey}</span>
        </button>
      </li>
    </ul>
  )
}
