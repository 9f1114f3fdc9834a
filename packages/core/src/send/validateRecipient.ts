import type { ChainNamespace } from '../caip/chainNamespace'
import { eip55Address, evmAddressPattern, solanaAddressPattern } from './eip55Address'

export type RecipientWarning = 'notChecksummed' | 'self'

export type RecipientCheck =
  | { status: 'empty' }
  /** Not an address of the network; `looksLikeName` when it reads as a name (ada.eth), which needs a resolver. */
  | { status: 'invalid'; looksLikeName: boolean }
  /** An EVM address whose mixed case is not its EIP-55 checksum: likely mistyped, never sent to. */
  | { status: 'badChecksum'; checksummed: string }
  /** `name` when it was typed as a name that resolved to `address` (checkSendForm). */
  | { status: 'valid'; address: string; warnings: RecipientWarning[]; name?: string | undefined }

/**
 * Dot-separated labels of anything but spaces, dots and control characters: the resolver normalizes (ENSIP-15),
 * so emoji (`🦊.eth`) and underscores (`_ada.eth`) reach it, and it says when a name is not one.
 */
const namePattern = /^[^\s.\p{Cc}]+(\.[^\s.\p{Cc}]+)+$/u

/**
 * The recipient field (spec §5 addresses): an address of the network's namespace. An EVM address typed all in
 * one case carries no checksum: it is accepted with a `notChecksummed` warning and sent in its checksummed form;
 * a wrong mixed case is refused. Sending to one's own address is allowed with a `self` warning.
 */
export function validateRecipient(parameters: {
  input: string
  namespace: ChainNamespace
  from?: string | undefined
}): RecipientCheck {
  const input = parameters.input.trim()
  if (input === '') return { status: 'empty' }
  const warnings: RecipientWarning[] = []
  let address: string
  if (parameters.namespace === 'eip155') {
    if (!evmAddressPattern.test(input))
      return { status: 'invalid', looksLikeName: namePattern.test(input) }
    const checksummed = eip55Address(input)
    const body = input.slice(2)
    // All one case carries no checksum (a warning); a mixed case that is not the checksum is a typo.
    const oneCase = body === body.toLowerCase() || body === body.toUpperCase()
    if (!oneCase && input !== checksummed) return { status: 'badChecksum', checksummed }
    if (input !== checksummed) warnings.push('notChecksummed')
    address = checksummed
  } else if (parameters.namespace === 'solana') {
    if (!solanaAddressPattern.test(input))
      return { status: 'invalid', looksLikeName: namePattern.test(input) }
    address = input
  } else return { status: 'invalid', looksLikeName: namePattern.test(input) }
  const from = parameters.from
  const same =
    from !== undefined &&
    (parameters.namespace === 'eip155'
      ? from.toLowerCase() === address.toLowerCase()
      : from === address)
  if (same) warnings.push('self')
  return { status: 'valid', address, warnings }
}
