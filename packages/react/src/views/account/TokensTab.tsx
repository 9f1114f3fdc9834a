import { formatUsd } from '@latch/core'
import { totalValue } from '@latch/core/account'
import { formatAmount } from '@latch/core/locale'
import { Spinner } from '../../components/Spinner'
import { accountViews } from '../../i18n/en/accountViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { TokenIcon } from './TokenIcon'
import { useAccountData } from './useAccountData'
import { useWatchedAccount } from './useWatchedAccount'

/** Token balances with their value, most valuable first, and the 2-decimal total. */
export function TokensTab() {
  const messages = useViewMessages('account', accountViews)
  const usd = (value: number) => formatUsd(value, messages.locale)
  useWatchedAccount('tokens')
  const tokens = useAccountData((state) => state.tokens)

  if (tokens.status === 'idle' || tokens.status === 'loading')
    return <Spinner label={messages.modal.loading} />
  if (tokens.status === 'error' && tokens.balances.length === 0)
    return <p className="empty">{messages.account.tokensUnavailable}</p>
  if (tokens.balances.length === 0) return <p className="empty">{messages.account.noTokens}</p>

  return (
    <>
      <p className="total">
        {messages.account.totalValue}: <bdi>{usd(totalValue(tokens.balances))}</bdi>
      </p>
      <ul className="rows" aria-label={messages.account.tabs.tokens}>
        {tokens.balances.map((token) => (
          <li className="row" key={token.address ?? `native:${token.chainId}`}>
            <TokenIcon symbol={token.symbol} url={token.iconUrl} />
            <span className="main">
              <span>{token.name}</span>
              <span className="sub">
                <bdi>
                  {formatAmount(token.quantity.numeric, undefined, messages.locale)} {token.symbol}
                </bdi>
              </span>
            </span>
            <bdi className="side">{token.value === undefined ? '' : usd(token.value)}</bdi>
          </li>
        ))}
      </ul>
    </>
  )
}
