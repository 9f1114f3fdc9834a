import type { TokenBalance } from '../account/AccountDataSource'
import { parseCaipAddress } from '../caip/caipAddress'
import { toBaseUnits } from '../values/toBaseUnits'
import type { SendToken } from './SendDraft'

/** A token the visitor can send: what a send needs, its balance in base units, and a key for the form. */
export type SendableToken = SendToken & { key: string; balance: bigint; isNative: boolean }

/**
 * WalletSend's token list from the account's balances: the native asset first, then the rest in the data API's
 * order (by value); tokens with nothing to send are left out.
 */
export function sendableTokens(balances: readonly TokenBalance[]): SendableToken[] {
  const tokens = balances.flatMap((token): SendableToken[] => {
    const decimals = Number(token.quantity.decimals)
    if (!Number.isInteger(decimals) || decimals < 0) return []
    const numeric = token.quantity.numeric.trim()
    // A balance with more digits than the token has cannot be sent in full; it is cut, never rounded up.
    const [whole = '0', fraction = ''] = numeric.split('.')
    const parsed = toBaseUnits(`${whole}.${fraction.slice(0, decimals)}`, decimals)
    if (!parsed.ok) return []
    const address = token.address ? parseCaipAddress(token.address).address : undefined
    return [
      {
        key: token.address ?? `${token.chainId}:native`,
        symbol: token.symbol,
        name: token.name,
        decimals,
        address,
        price: token.price,
        iconUrl: token.iconUrl,
        balance: parsed.value,
        isNative: address === undefined,
      },
    ]
  })
  return [...tokens.filter((t) => t.isNative), ...tokens.filter((t) => !t.isNative)]
}
