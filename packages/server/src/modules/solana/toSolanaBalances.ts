import type { TokenBalance } from '@latch/core'
import { formatUnits } from 'viem'
import type { DescribeMint } from './decodeSolanaTransaction'
import { parsedTokenAccount, wireInteger } from './solanaWire'

const LAMPORT_DECIMALS = 9

/**
 * An owner's balances from the node's answers: SOL from `getBalance` (lamports, 9 decimals, no address), then
 * one balance per mint held above zero from `getTokenAccountsByOwner` (jsonParsed, Token and Token-2022),
 * summing the owner's accounts of a mint. Valued with `price` (the operator's; none: no price, no value). A
 * token account that is not well-formed, or not the owner's, is left out; a lamport balance that is not a
 * number throws (the node is broken: the caller answers 502, not "0 SOL").
 */
export function toSolanaBalances({
  caipNetworkId,
  owner,
  lamports,
  tokenAccounts,
  describeMint,
  price,
}: {
  caipNetworkId: string
  owner: string
  lamports: unknown
  tokenAccounts: readonly unknown[]
  describeMint: DescribeMint
  /** USD per unit; `mint` undefined: SOL. */
  price(mint: string | undefined): number | undefined
}): TokenBalance[] {
  const native = wireInteger.safeParse(lamports)
  if (!native.success) throw new Error('getBalance answered something that is not a lamport amount')
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const tokenAccount of tokenAccounts) {
    const parsed = parsedTokenAccount.safeParse(tokenAccount)
    if (!parsed.success) continue
    const { mint, owner: holder, tokenAmount } = parsed.data.account.data.parsed.info
    if (holder !== owner) continue
    const known = byMint.get(mint)
    // A mint has one decimals; an account claiming other ones is not believed.
    if (known && known.decimals !== tokenAmount.decimals) continue
    byMint.set(mint, {
      amount: (known?.amount ?? 0n) + tokenAmount.amount,
      decimals: tokenAmount.decimals,
    })
  }
  const balance = (
    token: { name: string; symbol: string; mint?: string },
    amount: bigint,
    decimals: number,
  ): TokenBalance => {
    const numeric = formatUnits(amount, decimals)
    const usd = price(token.mint)
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: caipNetworkId as TokenBalance['chainId'],
      ...(token.mint
        ? { address: `${caipNetworkId}:${token.mint}` as TokenBalance['address'] }
        : {}),
      ...(usd === undefined ? {} : { price: usd, value: Number(numeric) * usd }),
      quantity: { decimals: String(decimals), numeric },
      iconUrl: null,
    }
  }
  return [
    balance({ name: 'Solana', symbol: 'SOL' }, native.data, LAMPORT_DECIMALS),
    ...[...byMint].flatMap(([mint, { amount, decimals }]) => {
      const { name, symbol } = describeMint(mint)
      return amount > 0n ? [balance({ name, symbol, mint }, amount, decimals)] : []
    }),
  ]
}
