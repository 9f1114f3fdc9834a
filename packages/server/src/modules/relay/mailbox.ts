import type { RelayMessage } from './RelayMessage'

/** A topic keeps at most this many waiting messages; the oldest give way (a client two sessions deep needs a few). */
const MAX_PER_TOPIC = 1_000

const sizeOf = (message: RelayMessage) => Buffer.byteLength(message.message)

/**
 * The messages waiting for an acknowledgement, by topic, in publishing order, with the bytes they hold in all
 * and per publishing address (the relay's bounds). An acknowledged message is remembered for `forgetAfterMs`,
 * so catching up on the database, which may still hold it a moment, does not bring it back.
 */
export function createMailbox({ forgetAfterMs = 30_000 }: { forgetAfterMs?: number } = {}) {
  const topics = new Map<string, Map<string, RelayMessage>>()
  const byOrigin = new Map<string, number>()
  const settled = new Map<string, number>()
  let bytes = 0
  let count = 0

  const account = (message: RelayMessage, sign: 1 | -1) => {
    const size = sign * sizeOf(message)
    bytes += size
    count += sign
    const left = (byOrigin.get(message.origin) ?? 0) + size
    if (left > 0) byOrigin.set(message.origin, left)
    else byOrigin.delete(message.origin)
  }
  function drop(topic: string, id: string): boolean {
    const waiting = topics.get(topic)
    const message = waiting?.get(id)
    if (!waiting || !message) return false
    waiting.delete(id)
    account(message, -1)
    if (waiting.size === 0) topics.delete(topic)
    return true
  }

  return {
    /** False when the message is already waiting (a republish) or was acknowledged a moment ago. */
    add(message: RelayMessage, now: number): boolean {
      const key = `${message.topic}:${message.id}`
      const forgotten = settled.get(key)
      if (forgotten !== undefined && forgotten > now) return false
      const waiting = topics.get(message.topic) ?? new Map<string, RelayMessage>()
      if (waiting.has(message.id)) return false
      topics.set(message.topic, waiting)
      waiting.set(message.id, message)
      account(message, 1)
      if (waiting.size > MAX_PER_TOPIC) drop(message.topic, waiting.keys().next().value as string)
      return true
    },
    has: (topic: string, id: string) => topics.get(topic)?.has(id) ?? false,
    /** Removes an acknowledged message; true when it was waiting here. */
    remove(topic: string, id: string, now: number): boolean {
      settled.set(`${topic}:${id}`, now + forgetAfterMs)
      return drop(topic, id)
    },
    /** The unexpired messages of a topic at `now`. */
    waiting(topic: string, now: number): RelayMessage[] {
      return [...(topics.get(topic)?.values() ?? [])].filter((message) => message.expiresAt > now)
    },
    count: () => count,
    /** Bytes of the waiting messages, in all or of one publishing address. */
    bytes: (origin?: string) => (origin === undefined ? bytes : (byOrigin.get(origin) ?? 0)),
    /** Drops what expired by `now`, and the memory of acknowledgements that no longer matters. */
    expire(now: number) {
      for (const [topic, waiting] of topics)
        for (const [id, message] of waiting) if (message.expiresAt <= now) drop(topic, id)
      for (const [key, until] of settled) if (until <= now) settled.delete(key)
    },
  }
}

export type Mailbox = ReturnType<typeof createMailbox>
