import { useLatchAccount, useLatchNetwork, useWalletInfo } from '@latch/react'

/** What the hooks report, as an app would read them: the active account, and each namespace's. */
export function AccountDetails() {
  const account = useLatchAccount()
  const evmAccount = useLatchAccount({ namespace: 'eip155' })
  const solanaAccount = useLatchAccount({ namespace: 'solana' })
  const bitcoinAccount = useLatchAccount({ namespace: 'bip122' })
  const { caipNetwork, chainId } = useLatchNetwork()
  const { walletInfo } = useWalletInfo()
  return (
    <section aria-labelledby="hooks-title" className="card">
      <h2 id="hooks-title">Hooks</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{account.status}</dd>
        <dt>Address</dt>
        <dd>{account.address ?? '—'}</dd>
        <dt>CAIP address</dt>
        <dd>{account.caipAddress ?? '—'}</dd>
        <dt>Network</dt>
        <dd>
          {caipNetwork?.name ?? 'Unsupported'} ({String(chainId ?? '—')})
        </dd>
        <dt>Wallet</dt>
        <dd>{walletInfo?.name ?? '—'}</dd>
        <dt>Active namespace</dt>
        <dd data-testid="active-namespace">{account.namespace}</dd>
        <dt>EVM account</dt>
        <dd data-testid="evm-account">{evmAccount.caipAddress ?? '—'}</dd>
        <dt>Solana account</dt>
        <dd data-testid="solana-account">{solanaAccount.caipAddress ?? '—'}</dd>
        <dt>Bitcoin account</dt>
        <dd data-testid="bitcoin-account">{bitcoinAccount.caipAddress ?? '—'}</dd>
      </dl>
    </section>
  )
}
