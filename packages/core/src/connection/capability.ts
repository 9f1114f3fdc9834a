import type { AdapterCapabilities, CapabilityName } from '../adapter'
import type { ChainNamespace } from '../caip/chainNamespace'
import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'

const loaded = perInstance((_latch: Latch) => new Map<string, unknown>())

/**
 * The capability `name` of the namespace's adapter (a feature's per-namespace part: send, swap, names, …), loaded
 * on first use; undefined when the app has no adapter for the namespace or its adapter does not support it.
 */
export function capability<Name extends CapabilityName>(
  latch: Latch,
  namespace: ChainNamespace,
  name: Name,
): Promise<AdapterCapabilities[Name]> | undefined {
  const load = latch.adapters.find((adapter) => adapter.namespace === namespace)?.capabilities?.[
    name
  ] as (() => Promise<AdapterCapabilities[Name]>) | undefined
  return load?.().then((value) => {
    loaded(latch).set(`${namespace} ${name}`, value)
    return value
  })
}

/** Whether the namespace's adapter supports the capability, without loading it (a button shows or not). */
export function hasCapability(
  latch: Latch,
  namespace: ChainNamespace,
  name: CapabilityName,
): boolean {
  return Boolean(
    latch.adapters.find((adapter) => adapter.namespace === namespace)?.capabilities?.[name],
  )
}

/** The capability once `capability` has loaded it, for a rule that must answer at once (a render). */
export function loadedCapability<Name extends CapabilityName>(
  latch: Latch,
  namespace: ChainNamespace,
  name: Name,
): AdapterCapabilities[Name] | undefined {
  return loaded(latch).get(`${namespace} ${name}`) as AdapterCapabilities[Name] | undefined
}
