import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { api, type Project, session } from './api'
import { ErrorsPage } from './ErrorsPage'
import { HealthPage } from './HealthPage'
import { ProjectsPage } from './ProjectsPage'
import { SignIn } from './SignIn'

// The charts (recharts) load with the page that draws them.
const AnalyticsPage = lazy(() =>
  import('./AnalyticsPage').then((module) => ({ default: module.AnalyticsPage })),
)

const pages = ['Projects', 'Analytics', 'Errors', 'Health'] as const
type Page = (typeof pages)[number]

/** The console: the sign-in, then its four pages; the project the analytics and errors pages read. */
export function App() {
  const [signedIn, setSignedIn] = useState(() => session.get() !== null)
  const [operator, setOperator] = useState<string>()
  const [page, setPage] = useState<Page>('Projects')
  const [projects, setProjects] = useState<Project[]>([])
  const [projectId, setProjectId] = useState<string>()

  const reload = useCallback(async () => {
    const { projects: list } = await api<{ projects: Project[] }>('projects')
    setProjects(list)
    setProjectId((current) => current ?? list[list.length - 1]?.id)
  }, [])

  useEffect(() => {
    const signedOut = () => {
      session.clear()
      setSignedIn(false)
    }
    window.addEventListener('latch-console-signed-out', signedOut)
    return () => window.removeEventListener('latch-console-signed-out', signedOut)
  }, [])

  useEffect(() => {
    if (!signedIn) return
    api<{ operator: string }>('me')
      .then(({ operator: who }) => setOperator(who))
      .catch(() => undefined)
    reload().catch(() => undefined)
  }, [signedIn, reload])

  useEffect(() => {
    document.title = signedIn ? `${page} · Latch console` : 'Sign in · Latch console'
  }, [signedIn, page])

  if (!signedIn)
    return (
      <SignIn
        onSignedIn={(token) => {
          session.set(token)
          setSignedIn(true)
        }}
      />
    )

  const project = projects.find((candidate) => candidate.id === projectId)
  return (
    <>
      <header className="bar">
        <p className="brand">Latch console</p>
        <nav aria-label="Console">
          <ul>
            {pages.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  aria-current={page === name ? 'page' : undefined}
                  onClick={() => setPage(name)}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <p className="who">{operator === 'token' ? 'Server operator' : operator}</p>
        <button
          type="button"
          onClick={async () => {
            await api('sign-out', { method: 'POST' }).catch(() => undefined)
            session.clear()
            setSignedIn(false)
          }}
        >
          Sign out
        </button>
      </header>
      <main>
        {(page === 'Analytics' || page === 'Errors') && (
          <div className="field inline">
            <label htmlFor="project-select">Project</label>
            <select
              id="project-select"
              value={projectId ?? ''}
              onChange={(event) => setProjectId(event.target.value)}
            >
              {projects.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name} ({candidate.id})
                </option>
              ))}
            </select>
          </div>
        )}
        {page === 'Projects' && (
          <ProjectsPage
            projects={projects}
            onSaved={async (saved) => {
              setProjectId(saved.id)
              await reload()
            }}
          />
        )}
        {page === 'Analytics' && (
          <Suspense fallback={<p role="status">Loading the charts…</p>}>
            <AnalyticsPage project={project} />
          </Suspense>
        )}
        {page === 'Errors' && <ErrorsPage project={project} />}
        {page === 'Health' && <HealthPage />}
      </main>
    </>
  )
}
