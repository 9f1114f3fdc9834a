import { useLatchAccount } from '@latch/react'
import {
  useGrantPermissions,
  useRevokePermissions,
  useSessions,
  useSessionTransfer,
} from '@latch/react/sessions'
import { useEffect, useState } from 'react'
import { formatUnits, parseUnits } from 'viem'

/** The dev stack's LUSD (6 decimals), the same on both chains: `expectedAddresses().lusd` of @latch/devstack. */
const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** Where the app's session pays to: a shop address of the demo's. */
const shop = '0x000000000000000000000000000000000000dEaD'

/**
 * A session (ERC-7715, behaviour.md §6.6): the visitor lets the app spend up to 10 LUSD a day for an hour, once;
 * the app then pays 4 LUSD at a time with its own session key, without asking. The chain refuses the third 4 and
 * anything after the revoke. The embedded wallet grants it in `smartAccount` mode.
 */
export function SessionActions() {
  const account = useLatchAccount({ namespace: 'eip155' })
  const grant = useGrantPermissions()
  const transfer = useSessionTransfer()
  const revoke = useRevokePermissions()
  const [spent, setSpent] = useState(0n)
  // The server's list of this account's sessions (GET /v1/sessions/{account}), asked again after each step.
  const listed = useSessions(account.address)
  const { refresh } = listed
  const steps = [grant.status, transfer.status, transfer.transactionHash, revoke.status].join()
  useEffect(() => {
    if (steps) void refresh()
  }, [steps, refresh])
  if (!account.isConnected || !account.address) return null
  const session = grant.session
  const revoked = revoke.status === 'success'
  const sessionText =
    grant.status === 'pending'
      ? 'Waiting for the wallet…'
      : grant.error
        ? grant.error
        : session
          ? `${revoked ? 'Revoked' : 'Active'}: 10 LUSD a day`
          : '—'
  const spendText =
    transfer.status === 'pending'
      ? 'Paying…'
      : transfer.error
        ? `Refused: ${transfer.error}`
        : transfer.transactionHash
          ? `Paid 4 LUSD (${formatUnits(spent, 6)} LUSD in all)`
          : '—'
  return (
    <section aria-labelledby="session-title" className="card">
      <h2 id="session-title">Session (ERC-7715)</h2>
      <p>
        <button
          type="button"
          disabled={grant.status === 'pending'}
          onClick={() => {
            setSpent(0n)
            void grant.grantPermissions({
              token: lusd,
              periodAmount: parseUnits('10', 6),
              periodDuration: 86_400,
              expiry: Math.floor(Date.now() / 1000) + 3600,
              justification: 'Let this app spend up to 10 LUSD a day for an hour',
            })
          }}
        >
          Let this app spend 10 LUSD a day
        </button>{' '}
        <button
          type="button"
          disabled={!session || transfer.status === 'pending'}
          onClick={async () => {
            if (!session) return
            const amount = parseUnits('4', 6)
            const result = await transfer.sessionTransfer({
              context: session.context,
              to: shop,
              amount,
            })
            if (result.status === 'success') setSpent((total) => total + amount)
          }}
        >
          Pay 4 LUSD with the session
        </button>{' '}
        <button
          type="button"
          disabled={!session || revoked || revoke.status === 'pending'}
          onClick={() => session && void revoke.revokePermissions({ context: session.context })}
        >
          Revoke the session
        </button>
      </p>
      <dl>
        <dt>Session</dt>
        <dd data-testid="session-status" className={grant.error ? 'error' : undefined}>
          {revoke.error ?? sessionText}
        </dd>
        <dt>Last payment</dt>
        <dd data-testid="session-payment" className={transfer.error ? 'error' : undefined}>
          {spendText}
        </dd>
      </dl>
      <ul aria-label="Sessions">
        {listed.sessions?.map((listing) => (
          <li key={listing.context}>
            {`${formatUnits(listing.periodAmount, 6)} LUSD ${listing.periodDuration === 86_400 ? 'a day' : `per ${listing.periodDuration} s`}`}
            {listing.available !== undefined
              ? ` · ${formatUnits(listing.available, 6)} LUSD left`
              : ''}
            {` · ${listing.status}`}
          </li>
        ))}
      </ul>
    </section>
  )
}
