import type { Toast } from '@latch/core'
import { useEffect, useSyncExternalStore } from 'react'
import { useLatchInstance } from '../LatchContext'

/**
 * The status toast, shown above the dialog's frame (never over its content) and announced politely: the region
 * is always there, so a screen reader hears each message once, without interrupting. It belongs to the view: a
 * view change (or closing) hides it, a loading toast aside.
 */
export function ToastView({ view }: { view: string }) {
  const { toasts } = useLatchInstance()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is the trigger; its change runs the cleanup
  useEffect(() => () => toasts.leaveView(), [toasts, view])
  const toast: Toast | undefined = useSyncExternalStore(
    toasts.subscribe,
    toasts.getToast,
    toasts.getToast,
  )
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast ? (
        <div className={`toast ${toast.variant}`} key={toast.id}>
          {toast.message}
        </div>
      ) : null}
    </div>
  )
}
