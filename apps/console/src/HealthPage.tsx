import { api, type Health } from './api'
import { usePolled } from './usePolled'

/** A check's details as text: `name: value`, one level of nesting as `name: key value, …`. */
const summary = (detail: Record<string, unknown>): string =>
  Object.entries(detail)
    .map(([name, value]) =>
      value && typeof value === 'object'
        ? `${name}: ${Object.entries(value)
            .map(
              ([key, inner]) =>
                `${key} ${typeof inner === 'object' ? JSON.stringify(inner) : String(inner)}`,
            )
            .join(', ')}`
        : `${name}: ${String(value)}`,
    )
    .join('; ')

/** The server's `/health`: the relay, each chain and its indexer, the database, Redis (behaviour.md §21.5). */
export function HealthPage() {
  const health = usePolled(() => api<Health>('health'), 5_000, 'health')
  return (
    <>
      <h1>Health</h1>
      {health.problem && <p role="alert">{health.problem}</p>}
      {health.value && (
        <>
          <p>
            Overall: <strong>{health.value.status}</strong>
          </p>
          <table>
            <caption>Dependencies</caption>
            <thead>
              <tr>
                <th scope="col">Dependency</th>
                <th scope="col">Status</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(health.value.checks).map(([name, { status, ...detail }]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td className={`status-${status}`}>{status}</td>
                  <td className="detail">{summary(detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  )
}
