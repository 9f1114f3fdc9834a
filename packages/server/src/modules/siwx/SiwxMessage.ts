/**
 * A sign-in message as the server read it (EIP-4361 for eip155, CAIP-122 for the other namespaces): the fields
 * every namespace shares, so the rules and the session do not depend on the text format.
 */
export type SiwxMessage = {
  /** CAIP-2 namespace: `eip155`. */
  namespace: string
  /** CAIP-2 reference: `31337`. */
  chainReference: string
  /** In the namespace's canonical form (EIP-55 checksummed for eip155). */
  accountAddress: string
  /** RFC 3986 authority (host and port) of the site that asks. */
  domain: string
  /** `https` when the message names its scheme. */
  scheme?: string | undefined
  uri: string
  version: string
  nonce: string
  issuedAt: Date
  expirationTime?: Date | undefined
  notBefore?: Date | undefined
}

export const caipNetworkIdOf = (message: SiwxMessage) =>
  `${message.namespace}:${message.chainReference}`

export const caipAddressOf = (message: SiwxMessage) =>
  `${caipNetworkIdOf(message)}:${message.accountAddress}`
