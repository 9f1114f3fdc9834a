import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Spec } from './specDurations'

/** The marker of a spec that sends user operations (ERC-4337): its shard's stack runs Alto (runShards.ts). */
const needsBundler = /^\/\/ e2e needs: bundler$/m

/**
 * The spec files of `testsDir`, with what the runner reads of them without importing them: their tests (for a
 * spec with no recorded time) and whether they need the bundler.
 */
export function readSpecs(testsDir: string): Array<Spec & { bundler: boolean }> {
  return readdirSync(testsDir)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => {
      const text = readFileSync(join(testsDir, file), 'utf8')
      return {
        file: `tests/${file}`,
        tests: text.match(/^\s*test\(/gm)?.length ?? 1,
        bundler: needsBundler.test(text),
      }
    })
}
