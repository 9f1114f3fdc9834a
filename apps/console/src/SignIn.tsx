import { type FormEvent, useState } from 'react'
import { api } from './api'

type Eip1193 = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }

/**
 * Sign-in (behaviour.md §21.5): the one-time token the server printed at start, or SIWE with an injected wallet
 * for an address the server lists as an operator.
 */
export function SignIn({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [token, setToken] = useState('')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const ethereum = (window as { ethereum?: Eip1193 }).ethereum

  async function attempt(work: () => Promise<{ token: string }>) {
    setBusy(true)
    setProblem(undefined)
    try {
      onSignedIn((await work()).token)
    } catch (error) {
      setProblem((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  function withToken(event: FormEvent) {
    event.preventDefault()
    void attempt(() => api('sign-in/token', { method: 'POST', body: { token: token.trim() } }))
  }

  function withWallet(wallet: Eip1193) {
    void attempt(async () => {
      const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
      if (!address) throw new Error('The wallet shared no account')
      const chainId = Number.parseInt(
        (await wallet.request({ method: 'eth_chainId' })) as string,
        16,
      )
      const { nonce } = await api<{ nonce: string }>('sign-in/nonce')
      const { createSiweMessage } = await import('viem/siwe')
      const message = createSiweMessage({
        address,
        chainId,
        domain: window.location.host,
        nonce,
        uri: window.location.href,
        version: '1',
        statement: 'Sign in to the Latch console.',
        issuedAt: new Date(),
      })
      const signature = (await wallet.request({
        method: 'personal_sign',
        params: [message, address],
      })) as string
      return api('sign-in/siwe', { method: 'POST', body: { message, signature } })
    })
  }

  return (
    <main className="sign-in">
      <h1>Latch console</h1>
      <form onSubmit={withToken} aria-labelledby="token-heading">
        <h2 id="token-heading">Sign in with the start token</h2>
        <p>The server printed a one-time token when it started.</p>
        <div className="field">
          <label htmlFor="token">One-time token</label>
          <input
            id="token"
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            required
          />
        </div>
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
      <section aria-labelledby="wallet-heading">
        <h2 id="wallet-heading">Sign in with Ethereum</h2>
        {ethereum ? (
          <button type="button" disabled={busy} onClick={() => withWallet(ethereum)}>
            Sign in with wallet
          </button>
        ) : (
          <p>No browser wallet found: an operator address signs in with one.</p>
        )}
      </section>
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
    </main>
  )
}
