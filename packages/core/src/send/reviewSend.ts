import type { Latch } from '../createLatch'
import { pushView } from '../modal/pushView'
import type { SendDraft } from './SendDraft'

/** WalletSend's Continue: shows the checked send in WalletSendPreview, with no attempt carried over. */
export function reviewSend(latch: Latch, draft: SendDraft): void {
  const { send } = latch.getState()
  if (send.status !== 'pending')
    latch.store.setState({ send: { ...send, status: 'idle', error: undefined } })
  pushView(latch, 'WalletSendPreview', draft)
}
