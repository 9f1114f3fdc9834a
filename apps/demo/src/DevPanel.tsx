import { useId, useState } from 'react'
import {
  injectSampleWalletIfEnabled,
  isSampleWalletEnabled,
  setSampleWalletEnabled,
} from './sampleWalletSwitch'

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
    </aside>
  )
}
