import { useState } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { api, type BreakdownRow, type FunnelRow, type Project } from './api'
import { usePolled } from './usePolled'

/** The funnel's steps (AppKit's event names) as the console names them. */
const steps = [
  { event: 'MODAL_OPEN', label: 'Opened', color: '#1f5fbf' },
  { event: 'SELECT_WALLET', label: 'Wallet chosen', color: '#8a4b00' },
  { event: 'CONNECT_SUCCESS', label: 'Connected', color: '#1b7a3a' },
  { event: 'CONNECT_ERROR', label: 'Connect failed', color: '#b3261e' },
] as const

const REFRESH_MS = 3_000

/** The legend in the funnel's order, not alphabetical. */
const legendOrder = (item: { value?: unknown }) =>
  steps.findIndex((step) => step.label === item.value)

type Range = '24h' | '7d'
type By = 'wallet' | 'method' | 'view'

/** The connect funnel over time and broken down by wallet, method or view (behaviour.md §21.5). */
export function AnalyticsPage({ project }: { project: Project | undefined }) {
  const [range, setRange] = useState<Range>('24h')
  const [by, setBy] = useState<By>('wallet')
  const funnel = usePolled(
    project
      ? () =>
          api<{ bucketMs: number; since: number; until: number; rows: FunnelRow[] }>(
            `projects/${project.id}/funnel?range=${range}`,
          )
      : undefined,
    REFRESH_MS,
    `${project?.id}:${range}`,
  )
  const breakdown = usePolled(
    project
      ? () =>
          api<{ rows: BreakdownRow[] }>(`projects/${project.id}/breakdown?range=${range}&by=${by}`)
      : undefined,
    REFRESH_MS,
    `${project?.id}:${range}:${by}`,
  )

  if (!project)
    return (
      <>
        <h1>Analytics</h1>
        <p>Create a project first.</p>
      </>
    )

  const rows = funnel.value?.rows ?? []
  const totals = Object.fromEntries(
    steps.map(({ event }) => [
      event,
      rows.filter((row) => row.event === event).reduce((sum, row) => sum + row.count, 0),
    ]),
  )
  // Every bucket of the period, empty ones as zeros: a continuous time line.
  const bucketMs = funnel.value?.bucketMs ?? 3600_000
  const first = Math.floor((funnel.value?.since ?? 0) / bucketMs) * bucketMs
  const buckets: number[] = []
  // The server's clock bounds it, not the browser's.
  if (funnel.value) for (let at = first; at <= funnel.value.until; at += bucketMs) buckets.push(at)
  const overTime = buckets.map((bucket) => ({
    time: new Date(bucket).toLocaleString(undefined, {
      month: 'short',
      day: 'numeric',
      ...(range === '24h' ? { hour: '2-digit', minute: '2-digit' } : {}),
    }),
    ...Object.fromEntries(
      steps.map(({ event, label }) => [
        label,
        rows.find((row) => row.bucket === bucket && row.event === event)?.count ?? 0,
      ]),
    ),
  }))
  const keys = [...new Set((breakdown.value?.rows ?? []).map((row) => row.key))]
  const byKey = keys.map((key) => ({
    key: key || '(none)',
    ...Object.fromEntries(
      steps.map(({ event, label }) => [
        label,
        breakdown.value?.rows.find((row) => row.key === key && row.event === event)?.count ?? 0,
      ]),
    ),
  }))

  return (
    <>
      <h1>Analytics: {project.name}</h1>
      <div className="field inline">
        <label htmlFor="range">Period</label>
        <select id="range" value={range} onChange={(e) => setRange(e.target.value as Range)}>
          <option value="24h">Last 24 hours</option>
          <option value="7d">Last 7 days</option>
        </select>
      </div>
      {funnel.problem && <p role="alert">{funnel.problem}</p>}
      <table>
        <caption>Connect funnel</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Events</th>
          </tr>
        </thead>
        <tbody>
          {steps.map(({ event, label }) => (
            <tr key={event}>
              <th scope="row">{label}</th>
              <td>{totals[event]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figure>
        <figcaption>The funnel over time</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={overTime}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="time" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend itemSorter={legendOrder} />
            {steps.map(({ label, color }) => (
              <Line
                key={label}
                type="monotone"
                dataKey={label}
                stroke={color}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <h2>Breakdown</h2>
      <div className="field inline">
        <label htmlFor="by">Break down by</label>
        <select id="by" value={by} onChange={(e) => setBy(e.target.value as By)}>
          <option value="wallet">Wallet</option>
          <option value="method">Method</option>
          <option value="view">View</option>
        </select>
      </div>
      <figure>
        <figcaption>The funnel by {by}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={byKey}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="key" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend itemSorter={legendOrder} />
            {steps.map(({ label, color }) => (
              <Bar key={label} dataKey={label} fill={color} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <table>
        <caption>The funnel by {by}</caption>
        <thead>
          <tr>
            <th scope="col">{by[0]?.toUpperCase() + by.slice(1)}</th>
            {steps.map(({ label }) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {byKey.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.key}</th>
              {steps.map(({ label }) => (
                <td key={label}>{(row as Record<string, unknown>)[label] as number}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
