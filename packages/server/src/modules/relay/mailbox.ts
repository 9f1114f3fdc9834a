import type { RelayMessage } from './RelayMessage'

/** A topic keeps at most this many waiting messages; the oldest give way (a client two sessions deep needs a few). */
const MAX_PER_TOPIC = 1_000

/** The messages waiting for an acknowledgement, by topic, in publishing order. */
export function createMailbox() {
  const topics = new Map<string, Map<string, RelayMessage>>()
  return {
    /** False when the message is already waiting (a republish). */
    add(message: RelayMessage): boolean {
      const waiting = topics.get(message.topic) ?? new Map<string, RelayMessage>()
      if (waiting.has(message.id)) return false
      topics.set(message.topic, waiting)
      waiting.set(message.id, message)
      if (waiting.size > MAX_PER_TOPIC) waiting.delete(waiting.keys().next().value as string)
      return true
    },
    has: (topic: string, id: string) => topics.get(topic)?.has(id) ?? false,
    remove(topic: string, id: string): boolean {
      const waiting = topics.get(topic)
      const removed = waiting?.delete(id) ?? false
      if (waiting?.size === 0) topics.delete(topic)
      return removed
    },
    /** The unexpired messages of a topic at `now`. */
    waiting(topic: string, now: number): RelayMessage[] {
      return [...(topics.get(topic)?.values() ?? [])].filter((message) => message.expiresAt > now)
    },
    count() {
      let count = 0
      for (const waiting of topics.values()) count += waiting.size
      return count
    },
    /** Drops what expired by `now`. */
    expire(now: number) {
      for (const [topic, waiting] of topics) {
        for (const [id, message] of waiting) if (message.expiresAt <= now) waiting.delete(id)
        if (waiting.size === 0) topics.delete(topic)
      }
    },
  }
}

export type Mailbox = ReturnType<typeof createMailbox>
