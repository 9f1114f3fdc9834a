import type { ChainNamespace } from '../caip/chainNamespace'
import { type AmountProblem, toBaseUnits } from './toBaseUnits'
import { type RecipientCheck, validateRecipient } from './validateRecipient'

/** Why WalletSend's Continue is disabled, first problem first (the view says it in words). */
export type SendFormProblem =
  | 'noToken'
  | 'noRecipient'
  | 'invalidRecipient'
  | 'namesNotSupported'
  | 'badChecksum'
  | AmountProblem
  | 'insufficientBalance'

export type SendFormCheck = {
  recipient: RecipientCheck
  amount: bigint | undefined
  problem: SendFormProblem | undefined
}

/**
 * The whole WalletSend form: a token, a recipient of the network, an amount the balance covers (a native send
 * must also cover its fee, when known). `problem` is undefined when Continue may go on.
 */
export function checkSendForm(parameters: {
  namespace: ChainNamespace
  from: string | undefined
  token: { decimals: number; balance: bigint; isNative: boolean } | undefined
  to: string
  amount: string
  fee?: bigint | undefined
}): SendFormCheck {
  const recipient = validateRecipient({
    input: parameters.to,
    namespace: parameters.namespace,
    from: parameters.from,
  })
  const { token } = parameters
  const parsed = token ? toBaseUnits(parameters.amount, token.decimals) : undefined
  const amount = parsed?.ok ? parsed.value : undefined
  const problem = ((): SendFormProblem | undefined => {
    if (!token) return 'noToken'
    if (recipient.status === 'empty') return 'noRecipient'
    if (recipient.status === 'invalid')
      return recipient.looksLikeName ? 'namesNotSupported' : 'invalidRecipient'
    if (recipient.status === 'badChecksum') return 'badChecksum'
    if (!parsed?.ok) return parsed?.problem ?? 'empty'
    const needed = parsed.value + (token.isNative ? (parameters.fee ?? 0n) : 0n)
    if (needed > token.balance) return 'insufficientBalance'
    return undefined
  })()
  return { recipient, amount, problem }
}
