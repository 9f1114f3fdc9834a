import type { Latch } from '../createLatch'
import type { RouterEntry, ViewArguments, ViewName } from '../router/views'

/** Shows a view on top of the current one; Back returns to it. */
export function pushView<View extends ViewName>(
  latch: Latch,
  view: View,
  ...params: ViewArguments<View>
): RouterEntry {
  const entry = { view, data: params[0] } as RouterEntry
  latch.store.setState({ history: [...latch.getState().history, entry] })
  return entry
}
