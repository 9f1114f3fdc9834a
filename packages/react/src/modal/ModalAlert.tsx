import { alerts } from '@latch/core/alerts'
import { useLatchState } from '../state/useLatchState'

/**
 * The alert of behaviour.md §8.5 the server's answer stands for, above the view, which stays on screen (§8.8): its
 * short message, word for word; the explanation is in the console.
 */
export function ModalAlert() {
  const code = useLatchState((state) => state.alert)
  if (!code) return null
  return (
    <p className="modal-alert" role="alert">
      {alerts[code].shortMessage}
    </p>
  )
}
