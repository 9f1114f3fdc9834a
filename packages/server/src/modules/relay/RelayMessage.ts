import { createHash } from 'node:crypto'

/** A published message while it waits for a subscriber's acknowledgement (times in ms). */
export type RelayMessage = {
  topic: string
  /** sha256 of the message, as the clients hash it: a message republished on retry is the same one. */
  id: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** The publishing client's did:key: never delivered back to it, on any connection. */
  publisher: string
  /** The publishing client's network address: the mailbox bounds what one address keeps waiting. */
  origin: string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export function relayMessage(
  fields: {
    topic: string
    message: string
    tag: number
    ttl: number
    publisher: string
    origin: string
  },
  now: number,
): RelayMessage {
  return {
    topic: fields.topic,
    id: sha256(fields.message),
    message: fields.message,
    tag: fields.tag,
    publishedAt: now,
    expiresAt: now + fields.ttl * 1_000,
    publisher: fields.publisher,
    origin: fields.origin,
  }
}

/** A client's subscription id for a topic, as the clients compute it: sha256(topic + client id). */
export const subscriptionId = (topic: string, clientId: string) => sha256(topic + clientId)
