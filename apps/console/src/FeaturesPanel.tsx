import { useEffect, useState } from 'react'
import { api, type Project } from './api'

type Offered = { providers: Array<{ id: string; name: string }> } | null
type Features = { socialLogin: Offered; onramp: Offered }

const listed = (offered: Offered | undefined) =>
  offered === undefined
    ? '…'
    : offered === null
      ? 'not available'
      : offered.providers.map((provider) => provider.name).join(', ') || 'none configured'

/**
 * What the project's modal is offered by the server's settings (docs/console.md, "Pages"): the embedded wallet's
 * social logins and the on-ramp's providers, as the modal reads them.
 */
export function FeaturesPanel({ project }: { project: Project }) {
  const [features, setFeatures] = useState<Features>()
  const [problem, setProblem] = useState<string>()
  useEffect(() => {
    api<Features>(`projects/${project.id}/features`)
      .then(setFeatures)
      .catch((error: Error) => setProblem(error.message))
  }, [project.id])
  return (
    <section aria-labelledby={`features-${project.id}`}>
      <h3 id={`features-${project.id}`}>Features offered to its modal</h3>
      {problem ? (
        <p role="alert">{problem}</p>
      ) : (
        <dl>
          <dt>Embedded wallet: social logins</dt>
          <dd>{listed(features?.socialLogin)}</dd>
          <dt>On-ramp providers</dt>
          <dd>{listed(features?.onramp)}</dd>
        </dl>
      )}
      <p className="help">
        Set by the server's configuration (the OAUTH_* and on-ramp variables, and LATCH_NAMES_ZONES
        for the names zone): docs/console.md.
      </p>
    </section>
  )
}
