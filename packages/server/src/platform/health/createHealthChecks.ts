/** One dependency's state as /health reports it. */
export type DependencyHealth = {
  status: 'ok' | 'degraded' | 'down'
  [detail: string]: unknown
}

/** A check gives up after this: /health must answer fast even when a dependency hangs. */
const CHECK_TIMEOUT_MS = 1_000

/**
 * The readiness checks modules register (database, Redis, each chain and its indexer); /health runs them all
 * at once. A check that throws or takes longer than CHECK_TIMEOUT_MS counts as down.
 */
export function createHealthChecks() {
  const checks = new Map<string, { check: () => Promise<DependencyHealth>; critical: boolean }>()
  return {
    /** A `critical` dependency down makes the server unready (503); any other only degraded. */
    add(
      name: string,
      check: () => Promise<DependencyHealth>,
      options: { critical?: boolean } = {},
    ) {
      checks.set(name, { check, critical: options.critical ?? false })
    },
    async run() {
      const results = await Promise.all(
        [...checks].map(async ([name, { check, critical }]) => {
          let timer: NodeJS.Timeout | undefined
          const timeout = new Promise<DependencyHealth>((resolve) => {
            timer = setTimeout(
              () => resolve({ status: 'down', error: 'no answer within 1 s' }),
              CHECK_TIMEOUT_MS,
            )
          })
          const result = await Promise.race([
            check().catch((): DependencyHealth => ({ status: 'down' })),
            timeout,
          ])
          clearTimeout(timer)
          return [name, result, critical] as const
        }),
      )
      const down = results.some(([, result, critical]) => result.status === 'down' && critical)
      const degraded = results.some(([, result]) => result.status !== 'ok')
      return {
        status: down ? ('down' as const) : degraded ? ('degraded' as const) : ('ok' as const),
        checks: Object.fromEntries(results.map(([name, result]) => [name, result])),
      }
    },
  }
}

export type HealthChecks = ReturnType<typeof createHealthChecks>
