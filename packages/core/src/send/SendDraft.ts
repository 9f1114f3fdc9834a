import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { FeeSpeed } from './SendCapability'

/**
 * The asset a send moves: a token of the account's balances (behaviour.md §3 token balance), `address` absent for
 * native.
 */
export type SendToken = {
  symbol: string
  name: string
  decimals: number
  /** The contract (EVM) or mint (Solana) address, plain; absent for the native asset. */
  address?: string | undefined
  /** USD per whole token, when the data API knows it. */
  price?: number | undefined
  iconUrl?: string | null | undefined
}

/**
 * A checked send, what WalletSendPreview shows and sends: `amount` as typed (a decimal string), `to` checksummed;
 * `name` when the recipient was typed as a name, `to` then being the address it resolved to (what is sent).
 */
export type SendDraft = {
  caipNetworkId: CaipNetworkId
  token: SendToken
  to: string
  amount: string
  name?: string | undefined
  /** The visitor's fee speed, where the namespace offers the choice (`offeredFeeSpeeds`). */
  feeSpeed?: FeeSpeed | undefined
}
