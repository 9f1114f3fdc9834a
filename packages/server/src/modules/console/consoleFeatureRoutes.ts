import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Project } from '../projects/Project'

/** A feature as the console shows it: what the project's modal is offered, or null when the server does not say. */
type Offered = { providers: Array<{ id: string; name: string }> } | null

/**
 * The features a project's modal is offered (docs/console.md, "Pages"), read through the same `/v1` answers the
 * modal reads (the social login's and the on-ramp's providers), injected into this server without an Origin: the
 * console depends on no other module's code or settings, and shows what a visitor's modal gets. Each counts once
 * against the project's budget, as the modal's own read would.
 */
export function consoleFeatureRoutes(options: {
  ownProject: (request: FastifyRequest) => Promise<Project>
}) {
  return async (app: FastifyInstance) => {
    async function offered(path: string, projectId: string): Promise<Offered> {
      const response = await app.inject({
        method: 'GET',
        url: `/v1/${path}?projectId=${encodeURIComponent(projectId)}&st=console&sv=1`,
      })
      if (response.statusCode !== 200) return null
      const { providers } = response.json() as { providers?: unknown }
      if (!Array.isArray(providers)) return null
      return {
        providers: providers.map((provider) =>
          typeof provider === 'string'
            ? { id: provider, name: provider }
            : {
                id: String((provider as { id?: unknown }).id),
                name: String(
                  (provider as { name?: unknown }).name ?? (provider as { id?: unknown }).id,
                ),
              },
        ),
      }
    }

    app.get('/console/api/projects/:id/features', async (request) => {
      const project = await options.ownProject(request)
      const [socialLogin, onramp] = await Promise.all([
        offered('social/providers', project.id),
        offered('onramp/providers', project.id),
      ])
      return { socialLogin, onramp }
    })
  }
}
