import { useLatchAccount } from '@latch/react'
import { sendTransaction, signMessage, waitForTransactionReceipt } from '@wagmi/core'
import { useState } from 'react'
import { parseEther } from 'viem'
import { evm } from './latch'

/** Test account #3 of the dev chains' mnemonic: somewhere to send a little ETH. */
const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const message = 'Hello from the Latch demo'

type Outcome = { kind: 'ok' | 'error'; text: string } | undefined

/**
 * What a dapp asks of the connected EVM wallet, through wagmi on Latch's config (any connector, WalletConnect too),
 * whichever namespace the modal shows.
 */
export function WalletActions() {
  const account = useLatchAccount({ namespace: 'eip155' })
  const [signature, setSignature] = useState<Outcome>()
  const [transfer, setTransfer] = useState<Outcome>()
  const [busy, setBusy] = useState<'sign' | 'send' | undefined>()
  if (!account.isConnected) return null

  async function sign() {
    setBusy('sign')
    setSignature(undefined)
    try {
      setSignature({ kind: 'ok', text: await signMessage(evm.wagmiConfig, { message }) })
    } catch (error) {
      setSignature({ kind: 'error', text: errorText(error) })
    } finally {
      setBusy(undefined)
    }
  }

  async function send() {
    setBusy('send')
    setTransfer(undefined)
    try {
      const hash = await sendTransaction(evm.wagmiConfig, {
        to: recipient,
        value: parseEther('0.001'),
      })
      const receipt = await waitForTransactionReceipt(evm.wagmiConfig, { hash })
      setTransfer({ kind: 'ok', text: `${hash} (block ${receipt.blockNumber})` })
    } catch (error) {
      setTransfer({ kind: 'error', text: errorText(error) })
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <section aria-labelledby="actions-title" className="card">
      <h2 id="actions-title">Ask the EVM wallet</h2>
      <p>
        <button type="button" onClick={() => void sign()} disabled={busy !== undefined}>
          Sign a message
        </button>{' '}
        <button type="button" onClick={() => void send()} disabled={busy !== undefined}>
          Send 0.001 ETH
        </button>
      </p>
      <dl>
        <dt>Message</dt>
        <dd>{message}</dd>
        <dt>Signature</dt>
        <dd data-testid="signature" className={signature?.kind === 'error' ? 'error' : undefined}>
          {signature?.text ?? '—'}
        </dd>
        <dt>Transaction</dt>
        <dd data-testid="transaction" className={transfer?.kind === 'error' ? 'error' : undefined}>
          {transfer?.text ?? '—'}
        </dd>
      </dl>
    </section>
  )
}

function errorText(error: unknown): string {
  const short = (error as { shortMessage?: unknown })?.shortMessage
  return typeof short === 'string' ? short : error instanceof Error ? error.message : String(error)
}
