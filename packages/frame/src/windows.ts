/** The window a side posts to: an iframe's `contentWindow`, or the secure site's `window.parent`. */
export type TargetWindow = { postMessage(message: unknown, targetOrigin: string): void }

/** What a side listens on for `message` events: its own `window`. */
export type MessageListenerTarget = {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** What a message must come from to be read: the exact origin and the very window. */
export function isFromWindow(event: MessageEvent, origin: string, source: TargetWindow): boolean {
  return event.origin === origin && (event.source as unknown) === source
}

/**
 * Whether a message claims to be Latch's. Other scripts' traffic on the same window (wallet extensions post
 * there all the time) is not ours to warn about; a Latch message from the wrong window is.
 */
export function looksLikeLatchMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { type?: unknown }).type === 'string' &&
    (data as { type: string }).type.startsWith('@latch/')
  )
}

export function warnDropped(side: 'app' | 'frame', reason: string, origin: string): void {
  console.warn(`[@latch/frame] ${side} dropped a message: ${reason}`, { origin })
}

/** A fresh random id per request (randomUUID needs a secure context; getRandomValues does not). */
export function createMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}
