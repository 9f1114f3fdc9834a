import { formatBalance } from '@latch/core'
import { fromBaseUnits, type SwapToken, selectSwapToken } from '@latch/core/swap'
import { useId, useState } from 'react'
import { swapViews } from '../../i18n/en/swapViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useViewParams } from '../../modal/useViewParams'
import { useLatchState } from '../../state/useLatchState'
import { swapCss } from './swapCss'
import { type SwapBalance, useSwapBalances } from './useSwapBalances'

/**
 * SwapSelectToken (behaviour.md §13.2): the chain's tradable tokens, searchable by name, symbol or address; the ones
 * the account holds first (by value, then balance), then the others as suggestions.
 */
const noTokens: SwapToken[] = []

export default function SwapSelectTokenView() {
  const latch = useLatchInstance()
  const text = useViewMessages('swap', swapViews).swap
  const params = useViewParams('SwapSelectToken')
  const list = useLatchState((state) => state.swap.tokens?.list) ?? noTokens
  const { byAddress } = useSwapBalances()
  const [search, setSearch] = useState('')
  const id = useId()
  const side = params?.side ?? 'from'

  const query = search.trim().toLowerCase()
  const matching = list.filter(
    (token) =>
      !query ||
      token.symbol.toLowerCase().includes(query) ||
      token.name.toLowerCase().includes(query) ||
      token.address.toLowerCase().includes(query),
  )
  const balanceOf = (token: SwapToken) => byAddress.get(token.address.toLowerCase())
  const held = matching
    .filter((token) => (balanceOf(token)?.balance ?? 0n) > 0n)
    .sort((a, b) => byValue(balanceOf(b)) - byValue(balanceOf(a)))
  const suggested = matching.filter((token) => !held.includes(token))

  const row = (token: SwapToken) => {
    const balance = balanceOf(token)
    const shown =
      balance && balance.balance > 0n
        ? formatBalance(fromBaseUnits(balance.balance, token.decimals))
        : undefined
    return (
      <li key={token.address}>
        <button
          type="button"
          className="secondary"
          onClick={() => void selectSwapToken(latch, { side, token })}
        >
          {/* The visible text is the name (axe: label-content-name-mismatch): symbol, name, balance. */}
          <span className="token-name">
            <strong>{token.symbol}</strong> <span className="note">{token.name}</span>
          </span>{' '}
          {shown === undefined ? null : (
            <span className="token-amount">{text.select.balance(shown)}</span>
          )}
        </button>
      </li>
    )
  }

  return (
    <div className="swap">
      <style>{swapCss}</style>
      <label htmlFor={`${id}-search`}>{text.select.search}</label>
      <input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={text.select.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {held.length ? (
        <section aria-labelledby={`${id}-held`}>
          <h3 id={`${id}-held`}>{text.select.yourTokens}</h3>
          <ul>{held.map(row)}</ul>
        </section>
      ) : null}
      {suggested.length ? (
        <section aria-labelledby={`${id}-suggested`}>
          <h3 id={`${id}-suggested`}>{text.select.suggested}</h3>
          <ul>{suggested.map(row)}</ul>
        </section>
      ) : null}
      {matching.length === 0 ? (
        <p className="note" role="status">
          {text.select.none}
        </p>
      ) : null}
    </div>
  )
}

/** Sort key of a held token: its USD value when priced, else a tiny positive so it stays among the held. */
function byValue(balance: SwapBalance | undefined): number {
  return balance?.value ?? 0
}
