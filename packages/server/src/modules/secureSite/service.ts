import { isOriginAllowed } from '@latch/core'
import { LRUCache } from 'lru-cache'
import type { Sql } from '../../platform/db/Database'
import { canonicalOrigin } from '../projects/canonicalOrigin'
import type { Project } from '../projects/Project'
import { projectStore } from '../projects/store'
import { socialStore } from '../social/store'

/** As the project guard: a project is read at most this often, and a bounded number are remembered. */
const PROJECT_CACHE_MS = 5_000
const PROJECT_CACHE_SIZE = 10_000

/**
 * Who may load the secure site's pages (docs/embedded-wallet.md, "Trust lines"): the frame only for a known
 * project inside one of its allowed origins.
 */
export function secureSiteService(db: Sql) {
  const projects = projectStore(db)
  const states = socialStore(db)
  const cache = new LRUCache<string, { project: Project | null }>({
    max: PROJECT_CACHE_SIZE,
    ttl: PROJECT_CACHE_MS,
  })

  async function findProject(id: string) {
    const cached = cache.get(id)
    if (cached) return cached.project ?? undefined
    const project = await projects.find(id)
    cache.set(id, { project: project ?? null })
    return project
  }

  return {
    /**
     * The app origin that may frame the secure site for this project: `appOrigin` itself when it is in its
     * exact serialised form and on the project's allow list; undefined otherwise.
     */
    async frameAncestor(projectId: string, appOrigin: string): Promise<string | undefined> {
      const origin = canonicalOrigin(appOrigin)
      if (!origin) return undefined
      const project = await findProject(projectId)
      if (!project || !isOriginAllowed(origin, project.allowedOrigins)) return undefined
      return origin
    },

    /** The project a social login state was started for, for the callback page's one call to the API. */
    async callbackProjectId(state: string): Promise<string | undefined> {
      return (await states.find(state))?.projectId
    },
  }
}

export type SecureSiteService = ReturnType<typeof secureSiteService>
