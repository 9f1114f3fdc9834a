import {
  BALANCE_DISPLAY_DECIMALS,
  type Connection,
  formatBalance,
  shortenAddress,
  truncateEmail,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { WalletIcon } from '../../components/WalletIcon'
import type { profileWalletsViews } from '../../i18n/en/profileWalletsViews'
import { useLatchInstance } from '../../LatchContext'

type Props = {
  connection: Connection
  text: typeof profileWalletsViews
  onSwitch(): void
  onDisconnect(): void
  busy: boolean
}

/** The balance of a held connection's address on its network: a read, not a wallet request. */
function useConnectionBalance(connection: Connection): string | undefined {
  const latch = useLatchInstance()
  const [balance, setBalance] = useState<{ key: string; text: string }>()
  const address = connection.accounts[0]?.address
  const key = `${connection.caipNetworkId}:${address}`
  useEffect(() => {
    const adapter = latch.adapters.find((other) => other.namespace === connection.namespace)
    const network = latch.networks.find((other) => other.caipNetworkId === connection.caipNetworkId)
    if (!adapter || !network || !address) return
    let current = true
    adapter.getBalance({ address, network }).then(
      ({ numeric, symbol }) => {
        if (current)
          setBalance({ key, text: `${formatBalance(numeric, BALANCE_DISPLAY_DECIMALS)} ${symbol}` })
      },
      () => {},
    )
    return () => {
      current = false
    }
  }, [latch, connection.namespace, connection.caipNetworkId, address, key])
  // Another connection's balance never shows under this one (behaviour.md §4.3).
  return balance?.key === key ? balance.text : undefined
}

/** One connection: icon, name, address (or the login's e-mail / username), balance, status, switch, disconnect. */
export function ConnectionRow({ connection, text, onSwitch, onDisconnect, busy }: Props) {
  const latch = useLatchInstance()
  const connector = latch.adapters
    .find((adapter) => adapter.namespace === connection.namespace)
    ?.getConnectors()
    .find((other) => other.id === connection.connectorId)
  const name = connector?.name ?? connection.connectorId
  const address = connection.accounts[0]?.address
  const who = connection.auth?.username
    ? truncateEmail(connection.auth.username)
    : address
      ? shortenAddress(address)
      : undefined
  const balance = useConnectionBalance(connection)
  return (
    <li className="connection" aria-label={name}>
      <WalletIcon icon={connector?.icon} />
      <div className="main">
        <span className="name">{name}</span>
        {who ? (
          <span className="sub" title={connection.auth?.username ?? address}>
            {who}
          </span>
        ) : null}
        <span className="sub">
          {/* In words, not a visually hidden label: one absolutely placed in this clipped line spills past it. */}
          {text.status[connection.status]}
          {balance ? ` · ${text.balance}: ${balance}` : null}
        </span>
      </div>
      <div className="row-actions">
        {connection.status === 'active' ? null : (
          <button
            type="button"
            className="secondary"
            aria-label={text.switchTo(name)}
            disabled={busy}
            onClick={onSwitch}
          >
            {text.switchButton}
          </button>
        )}
        <button
          type="button"
          className="secondary"
          aria-label={text.disconnect(name)}
          disabled={busy}
          onClick={onDisconnect}
        >
          {text.disconnectButton}
        </button>
      </div>
    </li>
  )
}
