/** The bounds a published message keeps (config `relay`). */
export type PublishBounds = {
  maxMessageBytes: number
  minTtlSeconds: number
  maxTtlSeconds: number
}

/** Why a message cannot be published, or undefined: its size and its TTL against the relay's bounds. */
export function publishProblem(
  { message, ttl }: { message: string; ttl: number },
  bounds: PublishBounds,
): string | undefined {
  if (Buffer.byteLength(message) > bounds.maxMessageBytes)
    return `message too large: at most ${bounds.maxMessageBytes} bytes`
  if (ttl < bounds.minTtlSeconds || ttl > bounds.maxTtlSeconds)
    return `ttl out of bounds: ${bounds.minTtlSeconds} to ${bounds.maxTtlSeconds} seconds`
  return undefined
}
