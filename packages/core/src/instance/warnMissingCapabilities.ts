import type { ChainAdapter } from '../adapter'
import type { LatchFeature } from '../LatchFeature'
import type { LatchOptions } from '../LatchOptions'

/**
 * Development only (behaviour.md §14.7): one console warning for each capability a feature the app has on needs
 * and no adapter brings (send listed, no adapter with a send entry), naming where the entry comes from. The feature itself
 * stays quiet: it finds nothing to do for any namespace. Core names no adapter package (behaviour.md §14.7): the
 * hint gives the subpath every adapter package uses.
 */
export function warnMissingCapabilities(
  features: readonly LatchFeature[],
  adapters: readonly ChainAdapter[],
  options: LatchOptions,
): void {
  for (const feature of features)
    for (const name of feature.needs?.(options) ?? []) {
      if (adapters.some((adapter) => adapter.capabilities?.[name])) continue
      console.warn(
        `Latch: ${feature.name} is on, but no adapter brings the "${name}" capability it needs, so it does ` +
          `nothing. List the adapter's entry for it in the adapter's capabilities: each adapter package that ` +
          `supports it exports it from its ${name} subpath (@latch/<adapter>/${name}), as \`capabilities: ` +
          `[<adapter>${name.charAt(0).toUpperCase()}${name.slice(1)}]\`.`,
      )
    }
}
