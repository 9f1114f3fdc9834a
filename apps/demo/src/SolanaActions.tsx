import { useLatchAccount } from '@latch/react'
import { useState } from 'react'
import { solana } from './latch'

const message = 'Hello from the Latch demo'

/** What a dapp asks of the connected Solana wallet through Latch's Solana adapter (behaviour.md §14). */
export function SolanaActions() {
  const account = useLatchAccount({ namespace: 'solana' })
  const [signature, setSignature] = useState<{ kind: 'ok' | 'error'; text: string }>()
  const [busy, setBusy] = useState(false)
  if (!account.isConnected || !account.address) return null
  const address = account.address

  async function sign() {
    setBusy(true)
    setSignature(undefined)
    try {
      setSignature({ kind: 'ok', text: await solana.signMessage({ message, address }) })
    } catch (error) {
      setSignature({ kind: 'error', text: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="solana-actions-title" className="card">
      <h2 id="solana-actions-title">Ask the Solana wallet</h2>
      <p>
        <button type="button" onClick={() => void sign()} disabled={busy}>
          Sign a message with Solana
        </button>
      </p>
      <dl>
        <dt>Signer</dt>
        <dd data-testid="solana-signer">{address}</dd>
        <dt>Message</dt>
        <dd>{message}</dd>
        <dt>Signature (base58)</dt>
        <dd
          data-testid="solana-signature"
          className={signature?.kind === 'error' ? 'error' : undefined}
        >
          {signature?.text ?? '—'}
        </dd>
      </dl>
    </section>
  )
}
