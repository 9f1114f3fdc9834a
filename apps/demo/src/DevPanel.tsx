import { useId, useState } from 'react'
import {
  injectSampleWalletIfEnabled,
  isSampleWalletEnabled,
  setSampleWalletEnabled,
} from './sampleWalletSwitch'

/** The dev stack's server keeps the mail it sends here (the built-in SMTP sink). */
const devInboxUrl = 'http://localhost:8787/dev/inbox'

/** Development only: lets a newcomer without a wallet extension try every flow with the sample wallet. */
export function DevPanel() {
  const id = useId()
  const [enabled, setEnabled] = useState(isSampleWalletEnabled)
  return (
    <aside className="dev-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Development</h2>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            const next = event.currentTarget.checked
            setSampleWalletEnabled(next)
            setEnabled(next)
            // A wallet cannot be un-announced: turning it off reloads the page without it.
            if (next) void injectSampleWalletIfEnabled()
            else location.reload()
          }}
        />{' '}
        Inject the sample wallet
      </label>
      <p>
        Injects <strong>Latch Sample Wallet</strong>, a test wallet announced through EIP-6963 that
        signs with test account #1 on the local chains. Never use it with real funds.
      </p>
      <p>
        E-mail login: the codes and links the server sends land in the{' '}
        <a href={devInboxUrl} target="_blank" rel="noreferrer">
          Dev inbox
        </a>
        .
      </p>
    </aside>
  )
}
