import { visibleSocials } from '@latch/core/embeddedWallet'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { embeddedWalletCss } from './embeddedWalletCss'
import { FarcasterButton } from './FarcasterButton'
import { SocialButton } from './SocialButton'

/** ConnectSocials: every social login the app offers, Farcaster's too, as on the Connect view. */
export default function ConnectSocialsView() {
  const latch = useLatchInstance()
  const text = useViewMessages('embeddedWallet', embeddedWalletViews).embeddedWallet
  const options = latch.options.embeddedWallet
  const socials = visibleSocials(options ? (options.socials ?? []) : [])
  const farcaster = options ? options.farcaster === true : false
  return (
    <>
      <style>{embeddedWalletCss}</style>
      <ul className="list" aria-label={text.socialsLabel}>
        {socials.map((provider) => (
          <SocialButton key={provider} provider={provider} />
        ))}
        {farcaster ? <FarcasterButton /> : null}
      </ul>
    </>
  )
}
