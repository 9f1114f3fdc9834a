/**
 * Messages between the server's instances (the WalletConnect relay's fan-out next): one process on its own
 * (`createMemoryBus`), or every process sharing Redis (`createRedisBus`). Delivery is at most once, to the
 * subscribers of a topic at the time of publishing, in publishing order per publisher.
 */
export type Bus = {
  publish(topic: string, message: string): Promise<void>
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(topic: string, listener: (message: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}
