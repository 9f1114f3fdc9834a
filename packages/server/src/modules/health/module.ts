import { defineModule } from '../../platform/ServerModule'
import { healthRoutes } from './routes'

/** `GET /health`, outside the project guard (load balancers and the dev stack call it). */
export const healthModule = defineModule('health', () => ({ publicRoutes: healthRoutes }))
