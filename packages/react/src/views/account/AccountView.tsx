import {
  addressExplorerUrl,
  BALANCE_DISPLAY_DECIMALS,
  disconnect,
  formatBalance,
  shortenAddress,
} from '@latch/core'
import { getAccountData } from '@latch/core/account'
import { pushView } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { Avatar } from '../../components/Avatar'
import { IconButton } from '../../components/IconButton'
import { CopyIcon } from '../../components/icons/CopyIcon'
import { Spinner } from '../../components/Spinner'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { accountViews } from '../../i18n/en/accountViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { registeredSlot } from '../../modal/viewRegistry'
import { useBalance } from '../../state/useBalance'
import { AccountTabs } from './AccountTabs'
import { accountCss } from './accountCss'
import { accountSections } from './accountSections'
import { copyAddress } from './copyAddress'
import { useAccountData } from './useAccountData'

/**
 * The connected account: identity or address with copy, balance, network, explorer link, the Tokens / NFTs /
 * Activity tabs when a data API is configured, disconnect.
 */
export default function AccountView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('account', accountViews)
  const account = useLatchAccount()
  const { balance, status } = useBalance()
  const [copyStatus, setCopyStatus] = useState('')
  const identity = useAccountData((state) => state.identity.value)
  const hasData = Boolean(getAccountData(latch))

  useEffect(() => {
    if (account.address) void getAccountData(latch)?.loadIdentity(account.address)
  }, [latch, account.address])

  if (!account.address) return <Spinner label={messages.modal.loading} />
  const address = account.address
  const explorerUrl = addressExplorerUrl(account.caipNetwork, address)
  // The listed features' sections (the embedded wallet's e-mail), then every app's (the row of actions).
  const sections = [...registeredSlot(latch, 'accountSections'), ...accountSections]
  // A listed feature's header in place of the plain address (ProfileWallets' wallet switch).
  const [header] = registeredSlot(latch, 'accountHeader')

  async function copy() {
    setCopyStatus(await copyAddress(address, messages.account))
  }

  return (
    <div className="center">
      <style>{accountCss}</style>
      <Avatar address={address} image={identity?.avatar} />
      {identity?.name ? <p className="identity-name">{identity.name}</p> : null}
      <p className="address">
        {header ? (
          <header.Component address={address} />
        ) : (
          <span title={address} dir="ltr">
            {shortenAddress(address)}
          </span>
        )}
        <IconButton label={messages.account.copyAddress} onClick={copy}>
          <CopyIcon />
        </IconButton>
      </p>
      <span className="visually-hidden" aria-live="polite">
        {copyStatus}
      </span>
      <p className="balance">
        <span className="visually-hidden">{messages.account.balance}: </span>
        {balance ? (
          <bdi>{`${formatBalance(balance.numeric, BALANCE_DISPLAY_DECIMALS, messages.locale)} ${balance.symbol}`}</bdi>
        ) : status === 'error' ? (
          messages.account.balanceUnavailable
        ) : (
          '…'
        )}
      </p>
      {sections.map(({ Component }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the app's features, a constant list
        <Component key={index} />
      ))}
      {hasData ? <AccountTabs /> : null}
      <div className="actions full">
        <button
          type="button"
          className="secondary full"
          aria-label={`${messages.account.network}: ${account.caipNetwork?.name ?? messages.network.unsupportedNetwork}`}
          onClick={() => pushView(latch, 'Networks')}
        >
          {account.caipNetwork?.name ?? messages.network.unsupportedNetwork}
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
        <button type="button" className="secondary full" onClick={() => void disconnect(latch)}>
          {messages.account.disconnect}
        </button>
      </div>
    </div>
  )
}
