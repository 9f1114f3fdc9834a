/** Counts a project's requests in fixed one-minute windows; `allowed` is false once over its limit. */
export type RateLimiter = {
  hit(key: string, limitPerMinute: number): Promise<{ allowed: boolean; resetMs: number }>
  close(): Promise<void>
}
