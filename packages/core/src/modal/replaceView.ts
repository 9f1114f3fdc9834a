import type { Latch } from '../createLatch'
import type { RouterEntry, ViewArguments, ViewName } from '../router/views'

/** Shows a view in place of the current one. */
export function replaceView<View extends ViewName>(
  latch: Latch,
  view: View,
  ...params: ViewArguments<View>
): RouterEntry {
  const entry = { view, data: params[0] } as RouterEntry
  latch.store.setState({ history: [...latch.getState().history.slice(0, -1), entry] })
  return entry
}
