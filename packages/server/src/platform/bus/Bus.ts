/**
 * Messages between the server's instances (the WalletConnect relay's fan-out next): one process on its own
 * (`createMemoryBus`), or every process sharing Redis (`createRedisBus`). Delivery is at most once, to the
 * subscribers of a topic at the time of publishing, in publishing order per publisher: a message published
 * while the bus is down, or while a subscriber's connection is, is lost. What must not be lost takes a durable
 * path as well (the relay's mailbox in the database); `connected` and `watch` tell when to catch up.
 */
export type Bus = {
  /** True when every instance shares it (Redis): what one instance misses, another may have published. */
  readonly shared: boolean
  publish(topic: string, message: string): Promise<void>
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(topic: string, listener: (message: string) => void): Promise<() => Promise<void>>
  /** Whether publishing and listening both work now. */
  connected(): boolean
  /** Calls `listener` on each change of `connected()`; the returned function stops it. */
  watch(listener: (connected: boolean) => void): () => void
  close(): Promise<void>
}
