import { pgliteImageCacheDir } from '@latch/devstack/chain'

/**
 * What the test setup makes once and keeps between runs (an initdb'd PostgreSQL cluster, the migrated PGlite
 * image), each under a name that changes when what made it changes. Delete the folder to make them anew. The dev
 * stack's servers start from the same PGlite image (startDevStack).
 */
export const testCacheDir = pgliteImageCacheDir
