/** A typed event emitter. A throwing listener is reported and does not stop the others. */
export function createEmitter<Events extends Record<string, object>>() {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>()

  function on<Name extends keyof Events>(
    name: Name,
    listener: (payload: Events[Name]) => void,
  ): () => void {
    let set = listeners.get(name)
    if (!set) {
      set = new Set()
      listeners.set(name, set)
    }
    set.add(listener)
    return () => set.delete(listener)
  }

  function emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void {
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        ;(listener as (payload: Events[Name]) => void)(payload)
      } catch (error) {
        // One feature's bug must not stop the others from hearing the event.
        console.error(`Latch: a "${String(name)}" listener failed`, error)
      }
    }
  }

  return { on, emit }
}

export type Emitter<Events extends Record<string, object>> = ReturnType<
  typeof createEmitter<Events>
>
