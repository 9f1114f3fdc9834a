import type { SocialProvider } from '@latch/core'
import { connectSocial } from '@latch/core/embeddedWallet'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'

/** One social login; the popup opens in the click itself (connectSocial awaits nothing before it). */
export function SocialButton({ provider }: { provider: SocialProvider }) {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const name = text.providers[provider]
  return (
    <li>
      <button
        type="button"
        className="item"
        onClick={() => void connectSocial(latch, { provider })}
      >
        <span className="social-mark" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
        <span>{text.continueWith(name)}</span>
      </button>
    </li>
  )
}
