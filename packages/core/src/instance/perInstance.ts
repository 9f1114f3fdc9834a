/**
 * A value a feature keeps for each Latch instance (a cache, a client), created on first use. Keyed weakly by the
 * instance, so two instances never share it and a dropped instance takes it along.
 */
export function perInstance<Instance extends object, Value>(
  create: (instance: Instance) => Value,
): (instance: Instance) => Value {
  const values = new WeakMap<Instance, Value>()
  return (instance) => {
    if (!values.has(instance)) values.set(instance, create(instance))
    return values.get(instance) as Value
  }
}
