import { formatAmount } from '@latch/core/locale'
import { fromBaseUnits, type SwapToken, selectSwapToken } from '@latch/core/swap'
import { type ListedToken, SelectTokenList } from '../../components/SelectTokenList'
import { swapViews } from '../../i18n/en/swapViews'
import { useMessages } from '../../i18n/MessagesContext'
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
  const { locale } = useMessages()
  const params = useViewParams('SwapSelectToken')
  const list = useLatchState((state) => state.swap.tokens?.list) ?? noTokens
  const { byAddress } = useSwapBalances()
  const side = params?.side ?? 'from'

  const balanceOf = (token: SwapToken) => byAddress.get(token.address.toLowerCase())
  const held = list
    .filter((token) => (balanceOf(token)?.balance ?? 0n) > 0n)
    .sort((a, b) => byValue(balanceOf(b)) - byValue(balanceOf(a)))
  const suggested = list.filter((token) => !held.includes(token))
  const listed = (token: SwapToken): ListedToken => {
    const balance = balanceOf(token)
    return {
      key: token.address,
      symbol: token.symbol,
      name: token.name,
      address: token.address,
      balance:
        balance && balance.balance > 0n
          ? formatAmount(fromBaseUnits(balance.balance, token.decimals), undefined, locale)
          : undefined,
    }
  }

  return (
    <div className="swap">
      <style>{swapCss}</style>
      <SelectTokenList
        groups={[
          { title: text.select.yourTokens, tokens: held.map(listed) },
          { title: text.select.suggested, tokens: suggested.map(listed) },
        ]}
        text={text.select}
        onSelect={(key) => {
          const token = list.find((candidate) => candidate.address === key)
          if (token) void selectSwapToken(latch, { side, token })
        }}
      />
    </div>
  )
}

/** Sort key of a held token: its USD value when priced, else a tiny positive so it stays among the held. */
function byValue(balance: SwapBalance | undefined): number {
  return balance?.value ?? 0
}
