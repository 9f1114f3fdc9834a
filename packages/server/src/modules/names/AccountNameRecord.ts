/** A registered name as the store keeps it and the API answers it (`GET /v1/profile/account/{name}`). */
export type AccountNameRecord = {
  name: string
  /** The address that registered it (lower case). */
  address: string
  /** ENSIP-11 coin type (decimal) → address. */
  addresses: Record<string, string>
  /** avatar, description, url. */
  texts: Record<string, string>
  /** The registration message's timestamp (ms). */
  signedAt: number
}
