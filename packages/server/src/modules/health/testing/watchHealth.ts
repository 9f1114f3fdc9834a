export type HealthSample = {
  /** When the request was sent (ms since the epoch). */
  at: number
  statusCode: number
  body: { status: string; checks: Record<string, { status: string } & Record<string, unknown>> }
}

/**
 * Asks a server's `GET /health` every `everyMs` until stopped, keeping every answer: the outage tests read
 * how soon it followed a dependency going and coming back.
 */
export function watchHealth(baseUrl: string, everyMs = 50) {
  const samples: HealthSample[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      const at = Date.now()
      try {
        const response = await fetch(`${baseUrl}/health`)
        samples.push({ at, statusCode: response.status, body: await response.json() })
      } catch {
        // The server not answering at all is what the test's own assertions catch (no sample).
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  })()
  return {
    samples,
    /** Milliseconds from `since` to the first answer asked after it that `holds`; undefined: none yet. */
    after(since: number, holds: (sample: HealthSample) => boolean): number | undefined {
      const found = samples.find((sample) => sample.at >= since && holds(sample))
      return found && found.at - since
    },
    async stop() {
      running = false
      await loop
    },
  }
}
