import { useState } from 'react'
import { api, type Project } from './api'
import { FeaturesPanel } from './FeaturesPanel'
import { PaymasterForm } from './PaymasterForm'
import { ProjectForm } from './ProjectForm'

/** The operator's projects: the list, a new one, and the one being edited. */
export function ProjectsPage({
  projects,
  onSaved,
}: {
  projects: Project[]
  onSaved: (project: Project) => Promise<void>
}) {
  const [editing, setEditing] = useState<Project>()
  return (
    <>
      <h1>Projects</h1>
      <table>
        <caption>Your projects</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Project ID</th>
            <th scope="col">Allowed origins</th>
            <th scope="col">Requests a minute</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.id}>
              <th scope="row">{project.name}</th>
              <td>
                <code>{project.id}</code>
              </td>
              <td>{project.allowedOrigins.join(', ') || 'none'}</td>
              <td>{project.requestsPerMinute}</td>
              <td>
                <button
                  type="button"
                  aria-label={`Edit ${project.name}`}
                  onClick={async () => setEditing(await api<Project>(`projects/${project.id}`))}
                >
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
        <section aria-labelledby="edit-heading">
          <h2 id="edit-heading">Edit {editing.name}</h2>
          <ProjectForm
            key={editing.id}
            project={editing}
            onSaved={(saved) => void onSaved(saved)}
          />
          <PaymasterForm key={`paymaster-${editing.id}`} project={editing} />
          <FeaturesPanel key={`features-${editing.id}`} project={editing} />
        </section>
      )}
      <section aria-labelledby="new-heading">
        <h2 id="new-heading">New project</h2>
        <ProjectForm onSaved={(saved) => void onSaved(saved)} />
      </section>
    </>
  )
}
