import { Redis } from 'ioredis'
import type { Bus } from './Bus'

/**
 * Redis pub/sub shared by every instance (`REDIS_URL`). A subscribing connection can do nothing else, so the
 * bus holds two: one publishes, one listens.
 */
export function createRedisBus(url: string, onError: (error: Error) => void = () => {}): Bus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000 })
  const subscriber = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000 })
  // ioredis reconnects by itself; an unhandled 'error' event would end the process.
  publisher.on('error', onError)
  subscriber.on('error', onError)
  const topics = new Map<string, Set<(message: string) => void>>()
  subscriber.on('message', (topic: string, message: string) => {
    for (const listener of topics.get(topic) ?? []) listener(message)
  })
  return {
    async publish(topic, message) {
      await publisher.publish(topic, message)
    },
    async subscribe(topic, listener) {
      const entry = (message: string) => listener(message)
      const listeners = topics.get(topic) ?? new Set()
      if (!topics.has(topic)) {
        topics.set(topic, listeners)
        try {
          await subscriber.subscribe(topic)
        } catch (error) {
          // Redis unreachable: forget the topic, so a later subscribe asks Redis again.
          topics.delete(topic)
          throw error
        }
      }
      listeners.add(entry)
      return async () => {
        listeners.delete(entry)
        if (listeners.size === 0 && topics.get(topic) === listeners) {
          topics.delete(topic)
          await subscriber.unsubscribe(topic)
        }
      }
    },
    async close() {
      topics.clear()
      await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => undefined)
    },
  }
}
