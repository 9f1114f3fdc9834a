import type { Latch } from '../createLatch'
import type { SendForm } from './sendSlice'

/** Keeps what the visitor typed in WalletSend, so Back from the preview finds it again. */
export function updateSendForm(latch: Latch, patch: Partial<SendForm>): void {
  const { send } = latch.getState()
  latch.store.setState({ send: { ...send, form: { ...send.form, ...patch } } })
}
