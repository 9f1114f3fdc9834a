import { defineModule } from '../../platform/ServerModule'
import { projectsRoutes } from './routes'

/** Projects: the guard of `/v1` (installed by `app.ts`) and the preflights it answers. */
export const projectsModule = defineModule('projects', () => ({ routes: projectsRoutes }))
