type Load = { requestsPerSecond: number; latencyMs: { p50: number; p99: number; max?: number } }

/** What packages/server/bench/dataApi.ts writes (bench/results.server.json); older runs lack nfts and mixed. */
export type DataApiResults = {
  database: string
  seeded: { transfers: number; addresses: number }
  durationSeconds: number
  connections: number
  history: Load
  nfts?: Load
  balanceCached: Load
  mixed?: {
    hammered: Load & { endpoint: string }
    health: Load
    otherProjectHistory: Load
    healthLive?: Load
  }
  machine?: { cores: number; loadAverageAtStart: number; loadAverageAfterMixed: number }
  targets?: { mixedHealthP99Ms?: number; mixedOtherProjectHistoryP99Ms?: number }
}

/** Issue 9's target for the mixed load: /health and another project's history stay under 50 ms at p99. */
const MIXED_TARGET_P99_MS = 50

/** Whether each light client's p99 stayed under its target while the heaviest endpoint was hammered. */
export function mixedLoadVerdict(results: DataApiResults) {
  const { mixed } = results
  if (!mixed) return undefined
  const healthTarget = results.targets?.mixedHealthP99Ms ?? MIXED_TARGET_P99_MS
  const otherTarget = results.targets?.mixedOtherProjectHistoryP99Ms ?? MIXED_TARGET_P99_MS
  return {
    health: { p99Ms: mixed.health.latencyMs.p99, targetMs: healthTarget },
    otherProjectHistory: { p99Ms: mixed.otherProjectHistory.latencyMs.p99, targetMs: otherTarget },
    held:
      mixed.health.latencyMs.p99 < healthTarget &&
      mixed.otherProjectHistory.latencyMs.p99 < otherTarget,
  }
}

const row = (name: string, load: Load, rest = '') =>
  `| ${name} | ${load.requestsPerSecond} | ${load.latencyMs.p50} | ${load.latencyMs.p99} |${rest}`

/** RESULTS.md's data API section: the endpoints one by one, then the mixed load against its target. */
export function dataApiSection(results: DataApiResults): string {
  const lines = [
    `${results.seeded.transfers.toLocaleString('en-US')} transfers for ${results.seeded.addresses.toLocaleString('en-US')} addresses in ${results.database}; autocannon, ${results.connections} connections, ${results.durationSeconds} s each.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms |',
    '|---|---|---|---|',
    row('history (first page)', results.history),
    ...(results.nfts ? [row('NFTs', results.nfts)] : []),
    row('balance (cached)', results.balanceCached),
  ]
  const verdict = mixedLoadVerdict(results)
  if (results.mixed && verdict) {
    const { hammered, health, otherProjectHistory } = results.mixed
    const held = (ok: boolean) => (ok ? 'held' : 'missed')
    lines.push(
      '',
      `Mixed load, all at once for ${results.durationSeconds} s: ${results.connections} clients hammer ${hammered.endpoint} (the heaviest endpoint) for one project while one client reads /health and one reads another project's history. Target: their p99 under ${verdict.health.targetMs} ms on this machine — ${verdict.held ? 'held' : 'missed'}.`,
      '',
      '| client | req/s | p50 ms | p99 ms | p99 target |',
      '|---|---|---|---|---|',
      row(`${hammered.endpoint}, ${results.connections} connections (the load)`, hammered, ' — |'),
      row(
        '/health, 1 connection',
        health,
        ` < ${verdict.health.targetMs} ms: ${held(verdict.health.p99Ms < verdict.health.targetMs)} |`,
      ),
      row(
        "another project's history, 1 connection",
        otherProjectHistory,
        ` < ${verdict.otherProjectHistory.targetMs} ms: ${held(verdict.otherProjectHistory.p99Ms < verdict.otherProjectHistory.targetMs)} |`,
      ),
      ...(results.mixed.healthLive
        ? [
            row(
              '/health/live (no database), 1 connection, for comparison',
              results.mixed.healthLive,
              ' — |',
            ),
          ]
        : []),
    )
    if (results.machine)
      lines.push(
        '',
        `The machine (${results.machine.cores} cores, shared): 1-minute load average ${results.machine.loadAverageAtStart} before this bench started, ${results.machine.loadAverageAfterMixed} after the mixed load (which counts the bench's own server, PostgreSQL and autocannon).`,
      )
  }
  return lines.join('\n')
}

/** The README's one line of data API figures under the modals' table. */
export function dataApiReadmeLine(results: DataApiResults): string {
  const verdict = mixedLoadVerdict(results)
  const parts = [
    `Data API at ${results.seeded.transfers.toLocaleString('en-US')} transfers (PostgreSQL): history p99 ${results.history.latencyMs.p99} ms`,
    ...(results.nfts ? [`NFTs p99 ${results.nfts.latencyMs.p99} ms`] : []),
    `cached balance ${results.balanceCached.requestsPerSecond} req/s`,
  ]
  const mixed =
    results.mixed && verdict
      ? `; while ${results.connections} clients hammer ${results.mixed.hammered.endpoint}, /health p99 ${verdict.health.p99Ms} ms and another project's history p99 ${verdict.otherProjectHistory.p99Ms} ms (target < ${verdict.health.targetMs} ms: ${verdict.held ? 'held' : 'missed'})`
      : ''
  return `${parts.join(', ')}${mixed}.`
}
