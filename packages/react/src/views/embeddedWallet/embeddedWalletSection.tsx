import { visibleSocials } from '@latch/core/embeddedWallet'
import { pushView } from '@latch/core/internal'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import type { ConnectSection } from '../../modal/ConnectSection'
import { EmailForm } from './EmailForm'
import { embeddedWalletCss } from './embeddedWalletCss'
import { FarcasterButton } from './FarcasterButton'
import { PasskeyButtons } from './PasskeyButtons'
import { SocialButton } from './SocialButton'

/** Social logins shown on the Connect view itself; the rest behind "More socials". */
const INLINE_SOCIALS = 3

/**
 * Before the wallet list (behaviour.md §1's order: e-mail, social, wallet), when the app configures the embedded
 * wallet; the passkey rows after social, when the app turns them on (§11.7).
 */
function EmbeddedWalletSection() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const options = latch.options.embeddedWallet
  if (!options) return null
  const socials = visibleSocials(options.socials ?? [])
  return (
    <>
      <style>{embeddedWalletCss}</style>
      {options.email !== false ? <EmailForm /> : null}
      {socials.length > 0 || options.farcaster ? (
        <ul className="list" aria-label={text.socialsLabel}>
          {socials.slice(0, INLINE_SOCIALS).map((provider) => (
            <SocialButton key={provider} provider={provider} />
          ))}
          {socials.length > INLINE_SOCIALS ? (
            <li>
              <button
                type="button"
                className="item"
                onClick={() => pushView(latch, 'ConnectSocials')}
              >
                <span className="social-mark" aria-hidden="true">
                  …
                </span>
                <span>{text.moreSocials}</span>
              </button>
            </li>
          ) : null}
          {options.farcaster ? <FarcasterButton /> : null}
        </ul>
      ) : null}
      {options.passkeys ? <PasskeyButtons /> : null}
      {/* The e-mail and social rows are one way in, the wallets below another: a line between them. */}
      <hr className="wallets-divider" />
    </>
  )
}

export const embeddedWalletSection: ConnectSection = {
  placement: 'beforeWallets',
  Component: EmbeddedWalletSection,
}
