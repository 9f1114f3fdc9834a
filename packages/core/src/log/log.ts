import type { Latch } from '../createLatch'
import { type LogLevel, logs } from './LogLevel'

/** Writes to the developer console at `level`, if the app's `logLevel` (default `error`) lets it through. */
export function log(latch: Latch, level: Exclude<LogLevel, 'silent'>, ...message: unknown[]): void {
  if (logs(latch.options.logLevel, level)) console[level](...message)
}
