import { api, type ErrorGroup, type Project } from './api'
import { usePolled } from './usePolled'

/** Error reports of the last 7 days, grouped by message (behaviour.md §21.5). */
export function ErrorsPage({ project }: { project: Project | undefined }) {
  const errors = usePolled(
    project
      ? () => api<{ groups: ErrorGroup[] }>(`projects/${project.id}/errors?range=7d`)
      : undefined,
    5_000,
    project?.id ?? '',
  )
  const groups = errors.value?.groups ?? []
  return (
    <>
      <h1>Error reports{project ? `: ${project.name}` : ''}</h1>
      {errors.problem && <p role="alert">{errors.problem}</p>}
      {groups.length === 0 ? (
        <p>No error reports in the last 7 days.</p>
      ) : (
        <table>
          <caption>Error reports of the last 7 days, by message</caption>
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Type</th>
              <th scope="col">Reports</th>
              <th scope="col">Last seen</th>
              <th scope="col">A stack trace</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={`${group.errorType}:${group.errorMessage}`}>
                <th scope="row">{group.errorMessage}</th>
                <td>{group.errorType}</td>
                <td>{group.count}</td>
                <td>{new Date(group.lastSeen).toLocaleString()}</td>
                <td>
                  <details>
                    <summary>Show</summary>
                    <pre>{group.stackTrace}</pre>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
