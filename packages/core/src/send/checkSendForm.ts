import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { NamespaceDescriptor } from '../caip/NamespaceDescriptor'
import { type AmountProblem, toBaseUnits } from '../values/toBaseUnits'
import type { NameResolution } from './NameResolution'
import { type RecipientCheck, validateRecipient } from './validateRecipient'

/** Why WalletSend's Continue is disabled, first problem first (the view says it in words). */
export type SendFormProblem =
  | 'noToken'
  | 'noRecipient'
  | 'invalidRecipient'
  | 'namesNotSupported'
  | NameProblem
  | 'badChecksum'
  | AmountProblem
  | 'insufficientBalance'

/** A recipient typed as a name that cannot be sent to (yet): still resolving, no address, not a name, no answer. */
export type NameProblem = 'resolvingName' | 'nameNotFound' | 'invalidName' | 'nameError'

export type SendFormCheck = {
  recipient: RecipientCheck
  amount: bigint | undefined
  problem: SendFormProblem | undefined
}

/**
 * The whole WalletSend form: a token, a recipient of the network, an amount the balance covers (a native send
 * must also cover its fee, when known). `problem` is undefined when Continue may go on.
 *
 * A recipient that reads as a name needs `names.supported` (the network has a registry) and its `resolution`:
 * once resolved it is the address it resolved to, with that address's warnings (yourself, checksum) and the name
 * kept beside it; a resolution of another input counts as still resolving.
 */
export function checkSendForm(parameters: {
  descriptor: NamespaceDescriptor | undefined
  /** The network sent on: the recipient must be an address of it. */
  caipNetworkId?: CaipNetworkId | undefined
  from: string | undefined
  token: { decimals: number; balance: bigint; isNative: boolean } | undefined
  to: string
  amount: string
  fee?: bigint | undefined
  names?: { supported: boolean; resolution?: NameResolution | undefined } | undefined
}): SendFormCheck {
  const { descriptor, caipNetworkId, from, names } = parameters
  let recipient = validateRecipient({ input: parameters.to, descriptor, caipNetworkId, from })
  let nameProblem: NameProblem | 'namesNotSupported' | undefined
  if (recipient.status === 'invalid' && recipient.looksLikeName) {
    const name = parameters.to.trim()
    const resolution = names?.resolution?.name === name ? names.resolution : undefined
    if (!names?.supported) nameProblem = 'namesNotSupported'
    else if (resolution?.status === 'resolved' && resolution.address !== undefined) {
      const resolved = validateRecipient({
        input: resolution.address,
        descriptor,
        caipNetworkId,
        from,
      })
      recipient = resolved.status === 'valid' ? { ...resolved, name } : resolved
    } else nameProblem = nameProblemOf(resolution?.status)
  }
  const { token } = parameters
  const parsed = token ? toBaseUnits(parameters.amount, token.decimals) : undefined
  const amount = parsed?.ok ? parsed.value : undefined
  const problem = ((): SendFormProblem | undefined => {
    if (!token) return 'noToken'
    if (recipient.status === 'empty') return 'noRecipient'
    if (nameProblem) return nameProblem
    if (recipient.status === 'invalid') return 'invalidRecipient'
    if (recipient.status === 'badChecksum') return 'badChecksum'
    if (!parsed?.ok) return parsed?.problem ?? 'empty'
    const needed = parsed.value + (token.isNative ? (parameters.fee ?? 0n) : 0n)
    if (needed > token.balance) return 'insufficientBalance'
    return undefined
  })()
  return { recipient, amount, problem }
}

function nameProblemOf(status: NameResolution['status'] | undefined): NameProblem {
  switch (status) {
    case 'notFound':
      return 'nameNotFound'
    case 'invalid':
      return 'invalidName'
    case 'error':
      return 'nameError'
    default:
      return 'resolvingName'
  }
}
