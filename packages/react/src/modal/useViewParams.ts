import type { ViewName, ViewParams } from '@latch/core'
import { useLatchState } from '../state/useLatchState'

/** The params of the view on screen, typed by the view (`ViewParams`); undefined when another view is on top. */
export function useViewParams<View extends ViewName>(view: View): ViewParams[View] | undefined {
  return useLatchState((state) => {
    const top = state.history[state.history.length - 1]
    // TypeScript cannot narrow a generic discriminant; the check on `view` makes this the entry's params.
    return top?.view === view ? (top.data as ViewParams[View]) : undefined
  })
}
