import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { NamespaceDescriptor } from '../caip/NamespaceDescriptor'

export type RecipientWarning = 'notChecksummed' | 'self'

export type RecipientCheck =
  | { status: 'empty' }
  /** Not an address of the network; `looksLikeName` when it reads as a name (ada.eth), which needs a resolver. */
  | { status: 'invalid'; looksLikeName: boolean }
  /** An address whose checksum (EVM: the EIP-55 mixed case) does not match: likely mistyped, never sent to. */
  | { status: 'badChecksum'; checksummed: string }
  /** `name` when it was typed as a name that resolved to `address` (checkSendForm). */
  | { status: 'valid'; address: string; warnings: RecipientWarning[]; name?: string | undefined }

/**
 * Dot-separated labels of anything but spaces, dots and control characters: the resolver normalizes (ENSIP-15),
 * so emoji (`🦊.eth`) and underscores (`_ada.eth`) reach it, and it says when a name is not one.
 */
const namePattern = /^[^\s.\p{Cc}]+(\.[^\s.\p{Cc}]+)+$/u

/**
 * The recipient field (behaviour.md §5 addresses): an address of the network, as its namespace's descriptor reads it.
 * An address the descriptor says was typed without its checksum (EVM: all in one case) is accepted with a
 * `notChecksummed` warning and sent in its checksummed form; a wrong checksum is refused. Sending to one's own
 * address is allowed with a `self` warning.
 */
export function validateRecipient(parameters: {
  input: string
  /** The network's namespace; none: the app has no adapter for it and nothing is an address. */
  descriptor: NamespaceDescriptor | undefined
  /** The network sent on: an address of another network of the namespace is no address here. */
  caipNetworkId?: CaipNetworkId | undefined
  from?: string | undefined
}): RecipientCheck {
  const input = parameters.input.trim()
  if (input === '') return { status: 'empty' }
  const { descriptor, from } = parameters
  const check = descriptor?.checkAddress(input, parameters.caipNetworkId) ?? { status: 'invalid' }
  if (check.status === 'invalid')
    return { status: 'invalid', looksLikeName: namePattern.test(input) }
  if (check.status === 'badChecksum') return check
  // Only the descriptor knows a checksum: another spelling (bech32's upper case) is no missing one.
  const warnings: RecipientWarning[] = check.checksum === 'missing' ? ['notChecksummed'] : []
  if (from !== undefined && descriptor?.addressKey(from) === descriptor?.addressKey(check.address))
    warnings.push('self')
  return { status: 'valid', address: check.address, warnings }
}
