import type { Toast } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useLatchInstance } from '../LatchContext'

/** The status toast inside the modal; errors are announced assertively, the rest politely. */
export function ToastView() {
  const { toasts } = useLatchInstance()
  const toast: Toast | undefined = useSyncExternalStore(
    toasts.subscribe,
    toasts.getToast,
    toasts.getToast,
  )
  return (
    <div className="toast-region" role={toast?.variant === 'error' ? 'alert' : 'status'}>
      {toast ? (
        <div className={`toast ${toast.variant}`} key={toast.id}>
          {toast.message}
        </div>
      ) : null}
    </div>
  )
}
