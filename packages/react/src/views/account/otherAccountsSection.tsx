import { shortenAddress } from '@latch/core'
import { useState } from 'react'
import { IconButton } from '../../components/IconButton'
import { CopyIcon } from '../../components/icons/CopyIcon'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { accountViews } from '../../i18n/en/accountViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import type { AccountSection } from '../../modal/AccountSection'
import { copyAddress } from './copyAddress'

const css = `
.other-accounts{width:100%;text-align:left}
.other-accounts>summary{cursor:pointer;padding:8px 0}
.other-accounts ul{list-style:none;margin:0;padding:0}
.other-accounts li{display:flex;align-items:center;gap:8px;justify-content:space-between}
`

/**
 * The connection's other accounts (Bitcoin's ordinal one beside the payment one), one tap away: a disclosure of
 * each with its purpose and a copy button. Any namespace's connection that holds several shows them.
 */
function OtherAccountsSection() {
  const messages = useViewMessages('account', accountViews)
  const [copyStatus, setCopyStatus] = useState('')
  const others = useLatchAccount().accounts.slice(1)
  if (!others.length) return null
  const purposes: Readonly<Record<string, string>> = messages.account.accountPurposes
  return (
    <details className="other-accounts">
      <style>{css}</style>
      <summary>{messages.account.otherAccounts}</summary>
      <ul>
        {others.map(({ address, purpose }) => {
          const name = (purpose && purposes[purpose]) ?? purpose ?? ''
          return (
            <li key={address}>
              <span>{name}</span>
              <span title={address}>{shortenAddress(address)}</span>
              <IconButton
                label={`${messages.account.copyAddress}: ${name || address}`}
                onClick={async () => setCopyStatus(await copyAddress(address, messages.account))}
              >
                <CopyIcon />
              </IconButton>
            </li>
          )
        })}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {copyStatus}
      </span>
    </details>
  )
}

export const otherAccountsSection: AccountSection = { Component: OtherAccountsSection }
