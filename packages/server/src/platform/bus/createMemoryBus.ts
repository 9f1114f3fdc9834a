import type { Bus } from './Bus'

/** One process's bus: the embedded default. Delivers on a later tick, as a remote bus would. */
export function createMemoryBus(): Bus {
  const topics = new Map<string, Set<(message: string) => void>>()
  return {
    shared: false,
    connected: () => true,
    watch: () => () => {},
    async publish(topic, message) {
      for (const listener of topics.get(topic) ?? []) queueMicrotask(() => listener(message))
    },
    async subscribe(topic, listener) {
      // One entry per subscription, so the same function subscribed twice is two subscriptions.
      const entry = (message: string) => listener(message)
      const listeners = topics.get(topic) ?? new Set()
      topics.set(topic, listeners)
      listeners.add(entry)
      return async () => {
        listeners.delete(entry)
        if (listeners.size === 0) topics.delete(topic)
      }
    },
    async close() {
      topics.clear()
    },
  }
}
