import { shortenAddress } from '@latch/core'
import type { TokenList } from '../../platform/tokens/createTokenList'
import type { DescribeMint } from './decodeSolanaTransaction'
import type { SolanaListedMint } from './solanaConfig'

/**
 * How a mint is named: as the operator's list describes it, else by its shortened address (a name or symbol
 * read from a mint's metadata is the mint creator's claim, and would let a worthless token pass for USDC).
 */
export function solanaMints(tokens: TokenList, listed: readonly SolanaListedMint[]) {
  const byKey = new Map(listed.map((mint) => [`${mint.caipNetworkId}:${mint.mint}`, mint]))
  return {
    describe(caipNetworkId: string): DescribeMint {
      return (mint) => {
        const entry = byKey.get(`${caipNetworkId}:${mint}`)
        const short = shortenAddress(mint)
        return {
          name: entry?.name ?? entry?.symbol ?? short,
          symbol: entry?.symbol ?? short,
          listed: tokens.isListed(caipNetworkId, mint),
        }
      }
    },
  }
}

export type SolanaMints = ReturnType<typeof solanaMints>
