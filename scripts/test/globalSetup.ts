import type { TestProject } from 'vitest/node'
import { startPostgres, startRedis } from './startPostgres'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    redisUrl: string
  }
}

/** One PostgreSQL and one Redis server for the whole unit run; the server's suites run on them and PGlite. */
export default async function setup(project: TestProject) {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()])
  project.provide('postgresUrl', postgres.url)
  project.provide('redisUrl', redis.url)
  return async () => {
    await Promise.all([postgres.stop(), redis.stop()])
  }
}
