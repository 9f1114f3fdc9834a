import type { CapabilityLoaders } from '../adapter'
import type { CapabilityEntry } from './CapabilityEntry'
import { loadOnce } from './loadOnce'

/**
 * The adapter's `capabilities` from the entries the app listed: each loads its module on first use, with the
 * adapter's context; a stateful one (`once`) answers the same capability every time.
 */
export function capabilityLoaders<Context>(
  entries: readonly CapabilityEntry<Context>[] | undefined,
  context: Context,
): CapabilityLoaders {
  const loaders: Record<string, () => Promise<unknown>> = {}
  for (const entry of entries ?? []) {
    const load = () => entry.load(context)
    loaders[entry.name] = entry.once ? loadOnce<unknown>(load) : load
  }
  return loaders
}
