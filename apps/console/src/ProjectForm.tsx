import { type FormEvent, useId, useState } from 'react'
import { api, type Project } from './api'

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * A project's settings: name, allowed origins (one a line; `*.example.com`, `https://*.example.com`,
 * `http://localhost:5173`, checked by the server the way its guard reads them), requests a minute, and whether
 * analytics keeps account addresses. `project` absent: a new one.
 */
export function ProjectForm({
  project,
  onSaved,
}: {
  project?: Project
  onSaved: (project: Project) => void
}) {
  const id = useId()
  const [name, setName] = useState(project?.name ?? '')
  const [origins, setOrigins] = useState(project?.allowedOrigins.join('\n') ?? '')
  const [rpm, setRpm] = useState(String(project?.requestsPerMinute ?? 6000))
  const [storeAddresses, setStoreAddresses] = useState(project?.storeAddresses ?? false)
  const [problem, setProblem] = useState<string>()
  const [saved, setSaved] = useState<string>()
  const [testOrigin, setTestOrigin] = useState('')
  const [tested, setTested] = useState<string>()

  async function save(event: FormEvent) {
    event.preventDefault()
    setProblem(undefined)
    setSaved(undefined)
    try {
      const body = {
        name,
        allowedOrigins: linesOf(origins),
        requestsPerMinute: Number(rpm),
        storeAddresses,
      }
      const result = project
        ? await api<Project>(`projects/${project.id}`, { method: 'PUT', body })
        : await api<Project>('projects', { method: 'POST', body })
      setSaved(project ? 'Saved' : `Created project ${result.id}`)
      onSaved(result)
    } catch (error) {
      setProblem((error as Error).message)
    }
  }

  async function check() {
    const { allowed } = await api<{ allowed: boolean }>('origin-check', {
      method: 'POST',
      body: { origin: testOrigin, allowedOrigins: linesOf(origins) },
    })
    setTested(`${testOrigin} is ${allowed ? 'allowed' : 'not allowed'}`)
  }

  return (
    <form onSubmit={save} aria-label={project ? `Edit ${project.name}` : 'New project'}>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-origins`}>Allowed origins</label>
        <textarea
          id={`${id}-origins`}
          aria-describedby={`${id}-origins-help`}
          rows={3}
          value={origins}
          onChange={(e) => setOrigins(e.target.value)}
        />
        <p id={`${id}-origins-help`} className="help">
          One a line: example.com, *.example.com, https://*.example.com or http://localhost:5173.
        </p>
      </div>
      <div className="field inline">
        <label htmlFor={`${id}-test`}>Test an origin</label>
        <input
          id={`${id}-test`}
          value={testOrigin}
          placeholder="https://app.example.com"
          onChange={(e) => setTestOrigin(e.target.value)}
        />
        <button type="button" onClick={() => void check()} disabled={!testOrigin}>
          Test
        </button>
        <output aria-live="polite">{tested}</output>
      </div>
      <div className="field">
        <label htmlFor={`${id}-rpm`}>Requests a minute</label>
        <input
          id={`${id}-rpm`}
          type="number"
          min={1}
          max={1000000}
          value={rpm}
          onChange={(e) => setRpm(e.target.value)}
          required
        />
      </div>
      <div className="field check">
        <input
          id={`${id}-addresses`}
          type="checkbox"
          checked={storeAddresses}
          onChange={(e) => setStoreAddresses(e.target.checked)}
        />
        <label htmlFor={`${id}-addresses`}>
          Keep account addresses in analytics (otherwise a keyed hash)
        </label>
      </div>
      <button type="submit">{project ? 'Save' : 'Create project'}</button>
      <p role="status">{saved}</p>
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
    </form>
  )
}
