import { TOAST_DURATION_MS, TOAST_REPLACE_DELAY_MS } from '../constants'
import { type Scheduler, timeoutScheduler } from '../timing/scheduler'

export type ToastVariant = 'loading' | 'success' | 'error' | 'svg'

export type Toast = { id: number; variant: ToastVariant; message: string; svg?: string | undefined }

/**
 * The status toast (behaviour.md §2): one at a time. Showing a toast while another is open first hides the open one,
 * then shows the new one 150 ms later (so the change is seen); a toast hides itself after `durationMs`, a
 * success toast after `successMs` (loading toasts stay until replaced or hidden). The scheduler is injected so
 * the timing is tested exactly.
 */
export function createToastQueue(
  parameters: { schedule?: Scheduler; durationMs?: number; successMs?: number } = {},
) {
  const schedule = parameters.schedule ?? timeoutScheduler
  const durationMs = parameters.durationMs ?? TOAST_DURATION_MS.other
  const successMs = parameters.successMs ?? TOAST_DURATION_MS.success
  const listeners = new Set<(toast: Toast | undefined) => void>()
  let current: Toast | undefined
  let nextId = 1
  let cancelPending = () => {}

  function set(toast: Toast | undefined) {
    current = toast
    for (const listener of listeners) listener(current)
  }
  function display(toast: Toast) {
    set(toast)
    if (toast.variant !== 'loading')
      cancelPending = schedule(
        () => {
          if (current?.id === toast.id) set(undefined)
        },
        toast.variant === 'success' ? successMs : durationMs,
      )
  }

  return {
    getToast: () => current,
    subscribe(listener: (toast: Toast | undefined) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    show(variant: ToastVariant, message: string, svg?: string): Toast {
      cancelPending()
      const toast: Toast = { id: nextId++, variant, message, ...(svg ? { svg } : {}) }
      if (current) {
        set(undefined)
        cancelPending = schedule(() => display(toast), TOAST_REPLACE_DELAY_MS)
      } else display(toast)
      return toast
    },
    hide() {
      cancelPending()
      set(undefined)
    },
    /** The view the toast spoke of is gone: hide it, unless it is loading (a send in flight outlives its view). */
    leaveView() {
      if (current?.variant === 'loading') return
      cancelPending()
      set(undefined)
    },
  }
}

export type ToastQueue = ReturnType<typeof createToastQueue>
