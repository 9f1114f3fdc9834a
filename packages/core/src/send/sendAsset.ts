import { capability } from '../connection/capability'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { isUserRejectedError } from '../errors/providerErrors'
import { perInstance } from '../instance/perInstance'
import type { SendDraft } from './SendDraft'
import { sendParameters } from './sendParameters'
import * as sendToasts from './sendToasts'
import { watchTransaction } from './watchTransaction'

const inFlight = perInstance((_latch: Latch) => ({
  current: undefined as Promise<ActionResult> | undefined,
}))

/**
 * WalletSendPreview's Send (behaviour.md §13.1): asks the wallet to send the draft. One request at a time: a second
 * call while one is pending gets the same result. A rejection or failure stays on the preview (`send.status`) for a
 * retry; once the wallet has sent it, the modal goes back to Account with a loading toast and
 * `watchTransaction` follows it until mined.
 */
export function sendAsset(latch: Latch, draft: SendDraft): Promise<ActionResult> {
  const pending = inFlight(latch)
  pending.current ??= run(latch, draft).finally(() => {
    pending.current = undefined
  })
  return pending.current
}

async function run(latch: Latch, draft: SendDraft): Promise<ActionResult> {
  const parameters = sendParameters(latch, draft)
  const set = (patch: Partial<ReturnType<Latch['getState']>['send']>) =>
    latch.store.setState({ send: { ...latch.getState().send, ...patch } })
  if (!parameters) {
    const error = new LatchError(
      'addressOrAuthConnectorNotFound',
      errorTexts.addressOrAuthConnectorNotFound,
    )
    set({ status: 'failed', error: error.message })
    return { status: 'failed', error }
  }
  const send = capability(latch, parameters.network.chainNamespace, 'send')
  if (!send) {
    const error = new LatchError('unsupportedChainNamespace', errorTexts.unsupportedChainNamespace)
    set({ status: 'failed', error: error.message })
    return { status: 'failed', error }
  }
  set({ status: 'pending', error: undefined })
  let hash: string
  try {
    ;({ hash } = await (await send).sendAsset(parameters))
  } catch (cause) {
    const rejected = isUserRejectedError(cause)
    const error = rejected
      ? new LatchError('userRejected', errorTexts.userRejected, { cause })
      : new LatchError('somethingWentWrong', walletMessage(cause), { cause })
    set({ status: rejected ? 'rejected' : 'failed', error: error.message })
    return { status: rejected ? 'rejected' : 'failed', error }
  }
  set({
    status: 'idle',
    form: { to: '', amount: '' },
    transaction: { hash, caipNetworkId: draft.caipNetworkId, status: 'pending' },
  })
  // Back to the account, where the toast and then Activity show how it goes.
  if (latch.getState().open) latch.store.setState({ history: [{ view: 'Account' }] })
  latch.toasts.show('loading', sendToasts.sending(draft.amount, draft.token.symbol))
  void watchTransaction(latch, {
    network: parameters.network,
    hash,
    success: sendToasts.sent(draft.amount, draft.token.symbol),
  })
  return { status: 'success' }
}

/** A wallet's or node's reason in short (viem's `shortMessage`), else the catalogue's "Something went wrong". */
function walletMessage(error: unknown): string {
  const short = (error as { shortMessage?: unknown } | undefined)?.shortMessage
  if (typeof short === 'string' && short) return short
  const message = (error as { message?: unknown } | undefined)?.message
  if (typeof message === 'string' && message && message.length <= 160) return message
  return errorTexts.somethingWentWrong
}
