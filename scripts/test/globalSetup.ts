import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedImages } from '../../packages/server/src/testing/migratedImages'
import { startPostgres, startRedis } from './startPostgres'
import { testCacheDir } from './testCacheDir'
import { stopWorkerChains } from './workerChain'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    redisUrl: string
    /** A migrated PGlite data directory (dumpDataDir), for testDatabases. */
    pgliteImage: string
    /** This run's scratch directory (the workers' chains are recorded there: workerChain). */
    testRunDir: string
  }
}

/**
 * One PostgreSQL and one Redis server for the whole server run, and the schema migrated once: a template database
 * on that PostgreSQL and a PGlite image, kept on disk until a migration changes
 * (packages/server/src/testing/testDatabases.ts copies and loads them).
 * The chains the workers start (workerChain) are stopped with them.
 */
export default async function setup(project: TestProject) {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()])
  const dir = mkdtempSync(join(tmpdir(), 'latch-test-'))
  let pgliteImage: string
  try {
    pgliteImage = await migratedImages(postgres.url, testCacheDir)
  } catch (error) {
    await Promise.all([postgres.stop(), redis.stop()])
    throw error
  }
  project.provide('postgresUrl', postgres.url)
  project.provide('redisUrl', redis.url)
  project.provide('pgliteImage', pgliteImage)
  project.provide('testRunDir', dir)
  return async () => {
    stopWorkerChains(dir)
    await Promise.all([postgres.stop(), redis.stop()])
    rmSync(dir, { recursive: true, force: true })
  }
}
