import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
/** The dev stack's and the tests' local data (compiled contracts, kept secrets, the PGlite directory). */
export const dataDir = join(repoRoot, '.latch')
/**
 * Where one running stack keeps its own state (the server's database, devstack.json): `.latch`, or a directory of
 * its own when several stacks run at once (the e2e's shards, each in its own network namespace: e2e/runShards.ts).
 */
export const stateDir = process.env.LATCH_DEVSTACK_STATE_DIR ?? dataDir
/**
 * The migrated PGlite image, kept between runs under a hash of the migrations (`cachedPgliteImage`): made by the
 * first unit run or dev stack that needs it, loaded by every test database and dev-stack server after it.
 */
export const pgliteImageCacheDir = join(repoRoot, 'node_modules/.cache/latch-test')
