import { BALANCE_DISPLAY_DECIMALS, formatBalance, openModal, shortenAddress } from '@latch/core'
import { useLatchAccount } from '../hooks/useLatchAccount'
import { useMessages } from '../i18n/MessagesContext'
import { useLatchInstance } from '../LatchContext'
import { preloadModalView } from '../modal/loadModal'
import { useBalance } from '../state/useBalance'
import { useLatchState } from '../state/useLatchState'
import { ButtonStyle, useButtonTheme } from './ButtonStyle'

export type ConnectButtonProps = {
  /** Label while disconnected; "Connect Wallet" by default. */
  label?: string
  /** Show the native balance next to the address when connected (not on a phone's narrow screen). */
  showBalance?: boolean
}

/** Opens the modal: "Connect Wallet" while disconnected, the shortened address and balance when connected. */
export function ConnectButton({ label, showBalance = true }: ConnectButtonProps) {
  const latch = useLatchInstance()
  const messages = useMessages()
  const account = useLatchAccount()
  const theme = useButtonTheme()
  const { balance } = useBalance()
  const busy = account.status === 'connecting' || account.status === 'reconnecting'
  // The account's name where a feature knows it (names, behaviour.md §3.1), else its shortened address.
  const profileName = useLatchState((state) => state.profileName)
  // The balance as the locale shown writes numbers, through its chunk; English needs none (behaviour.md §20.2).
  const format = messages.format ?? formatBalance

  if (account.isConnected && account.address) {
    return (
      <>
        <ButtonStyle />
        <button
          type="button"
          className="latch-btn latch-secondary"
          {...theme}
          onPointerEnter={() => preloadModalView(latch, 'Account')}
          onFocus={() => preloadModalView(latch, 'Account')}
          onClick={() => openModal(latch)}
        >
          <span>
            {profileName && profileName.caipAddress === account.caipAddress
              ? profileName.name
              : shortenAddress(account.address)}
          </span>
          {showBalance && balance ? (
            <span className="latch-muted latch-balance">
              {format(balance.numeric, BALANCE_DISPLAY_DECIMALS)} {balance.symbol}
            </span>
          ) : null}
        </button>
      </>
    )
  }

  return (
    <>
      <ButtonStyle />
      <button
        type="button"
        className="latch-btn"
        {...theme}
        aria-busy={busy || undefined}
        onPointerEnter={() => preloadModalView(latch, 'Connect')}
        onFocus={() => preloadModalView(latch, 'Connect')}
        onClick={() => openModal(latch)}
      >
        {busy ? messages.connection.connectingLabel : (label ?? messages.connection.connectWallet)}
      </button>
    </>
  )
}
