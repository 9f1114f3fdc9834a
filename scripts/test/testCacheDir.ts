import { resolve } from 'node:path'

/**
 * What the test setup makes once and keeps between runs (an initdb'd PostgreSQL cluster, the migrated PGlite
 * image), each under a name that changes when what made it changes. Delete the folder to make them anew.
 */
export const testCacheDir = resolve(import.meta.dirname, '../../node_modules/.cache/latch-test')
