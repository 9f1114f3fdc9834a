import { Redis } from 'ioredis'
import type { Bus } from './Bus'

/** Reconnection attempts while Redis is away: soon, then every this often (health follows within a second). */
const MAX_RECONNECT_MS = 300

/**
 * Redis pub/sub shared by every instance (`REDIS_URL`). A subscribing connection can do nothing else, so the
 * bus holds two: one publishes, one listens. Both reconnect by themselves (the listening one subscribes its
 * topics again); publishing fails at once while disconnected, never queued for later.
 */
export function createRedisBus(url: string, onError: (error: Error) => void = () => {}): Bus {
  const options = {
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, MAX_RECONNECT_MS),
  }
  const publisher = new Redis(url, { ...options, enableOfflineQueue: false })
  // The listener queues its SUBSCRIBE until connected: `subscribe` waits for it (bounded by the caller).
  const subscriber = new Redis(url, options)
  const watchers = new Set<(connected: boolean) => void>()
  let was = false
  const connected = () => publisher.status === 'ready' && subscriber.status === 'ready'
  const changed = () => {
    const now = connected()
    if (now === was) return
    was = now
    for (const watcher of watchers) watcher(now)
  }
  for (const redis of [publisher, subscriber]) {
    // ioredis reconnects by itself; an unhandled 'error' event would end the process.
    redis.on('error', onError)
    for (const event of ['ready', 'close', 'end', 'reconnecting']) redis.on(event, changed)
  }
  const topics = new Map<string, Set<(message: string) => void>>()
  subscriber.on('message', (topic: string, message: string) => {
    for (const listener of topics.get(topic) ?? []) listener(message)
  })
  return {
    shared: true,
    connected,
    watch(listener) {
      watchers.add(listener)
      return () => void watchers.delete(listener)
    },
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
      watchers.clear()
      topics.clear()
      await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => undefined)
    },
  }
}
