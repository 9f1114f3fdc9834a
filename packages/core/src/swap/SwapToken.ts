import type { CaipAddress } from '../caip/caipAddress'

/** A token the server trades (`/v1/convert/tokens`): CAIP-10 address, lower case; the native coin is 0xeeee…. */
export type SwapToken = {
  name: string
  symbol: string
  address: CaipAddress
  decimals: number
  logoUri: string | null
}

/** One quote of `/v1/convert/quotes` (docs/swap.md): amounts in base units, `priceImpact` in percent. */
export type SwapQuote = {
  id: string
  fromAmount: string
  fromAccount: CaipAddress
  toAmount: string
  toAccount: CaipAddress
  route: CaipAddress[]
  priceImpact: string
  fee: string
  blockNumber: string
}

/** A transaction the server built (approve or swap), to be sent as it is by the wallet. */
export type PreparedTransaction = {
  from: CaipAddress
  to: CaipAddress
  data: `0x${string}`
  value: string
  gas?: string | undefined
  gasPrice?: string | undefined
}
