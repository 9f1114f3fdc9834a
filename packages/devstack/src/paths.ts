import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
/** The dev stack's and the tests' local data (compiled contracts, the PGlite directory). */
export const dataDir = join(repoRoot, '.latch')
