import {
  addressExplorerUrl,
  BALANCE_DISPLAY_DECIMALS,
  formatBalance,
  shortenAddress,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { Avatar } from '../../components/Avatar'
import { Spinner } from '../../components/Spinner'
import { useAccountData } from '../../hooks/useAccountData'
import { useBalance } from '../../hooks/useBalance'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useMessages } from '../../i18n/MessagesContext'
import { useLatchInstance } from '../../LatchContext'
import { AccountTabs } from './AccountTabs'
import { accountCss } from './accountCss'

/**
 * The connected account: identity or address with copy, balance, network, explorer link, the Tokens / NFTs /
 * Activity tabs when a data API is configured, disconnect.
 */
export default function AccountView() {
  const latch = useLatchInstance()
  const messages = useMessages()
  const account = useLatchAccount()
  const { balance, status } = useBalance()
  const [copyStatus, setCopyStatus] = useState('')
  const identity = useAccountData((state) => state.identity.value)
  const hasData = Boolean(latch.getAccountData())

  useEffect(() => {
    if (account.address) void latch.getAccountData()?.loadIdentity(account.address)
  }, [latch, account.address])

  if (!account.address) return <Spinner label={messages.loading} />
  const address = account.address
  const explorerUrl = addressExplorerUrl(account.caipNetwork, address)

  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      setCopyStatus(messages.account.addressCopied)
    } catch {
      setCopyStatus(messages.account.copyFailed)
    }
  }

  return (
    <div className="center">
      <style>{accountCss}</style>
      <Avatar address={address} image={identity?.avatar} />
      {identity?.name ? <p className="identity-name">{identity.name}</p> : null}
      <p className="address">
        <span title={address}>{shortenAddress(address)}</span>
        <button
          type="button"
          className="icon-button"
          aria-label={messages.account.copyAddress}
          onClick={copy}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <rect
              x="5"
              y="5"
              width="9"
              height="9"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path d="M3 11V3a1 1 0 0 1 1-1h7" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </p>
      <span className="visually-hidden" aria-live="polite">
        {copyStatus}
      </span>
      <p className="balance">
        <span className="visually-hidden">{messages.account.balance}: </span>
        {balance
          ? `${formatBalance(balance.numeric, BALANCE_DISPLAY_DECIMALS)} ${balance.symbol}`
          : status === 'error'
            ? messages.account.balanceUnavailable
            : '…'}
      </p>
      {hasData ? <AccountTabs /> : null}
      <div className="actions full">
        <button
          type="button"
          className="secondary full"
          aria-label={`${messages.account.network}: ${account.caipNetwork?.name ?? messages.networks.unsupportedNetwork}`}
          onClick={() => latch.push('Networks')}
        >
          {account.caipNetwork?.name ?? messages.networks.unsupportedNetwork}
        </button>
        {explorerUrl ? (
          <a
            className="secondary full"
            href={explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {messages.account.viewOnExplorer}
          </a>
        ) : null}
        <button type="button" className="secondary full" onClick={() => void latch.disconnect()}>
          {messages.account.disconnect}
        </button>
      </div>
    </div>
  )
}
