import { EmailForm } from './EmailForm'
import { embeddedWalletCss } from './embeddedWalletCss'

/** EmailLogin: the e-mail field on its own (an app may open the modal straight on it). */
export default function EmailLoginView() {
  return (
    <div>
      <style>{embeddedWalletCss}</style>
      <EmailForm />
    </div>
  )
}
