import { DEFAULT_LOG_LEVEL } from '../constants'

/** How much Latch writes to the developer console (behaviour.md §9.7: `error` by default). */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

const ranks: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 }

/** Whether a message of `level` is written when the app asked for `configured`. */
export function logs(
  configured: LogLevel | undefined,
  level: Exclude<LogLevel, 'silent'>,
): boolean {
  return ranks[level] <= ranks[configured ?? DEFAULT_LOG_LEVEL]
}
