import { readFileSync } from 'node:fs'
import { join } from 'node:path'

type Exported = string | { '@latch/source'?: string; default?: string }

/**
 * What tsdown builds for a package: the source of each subpath its package.json exports with a built file
 * (`default`). The exports are the one list: a feature's subpath (its folder's `index.ts`) is added there once,
 * and packageEntries.test.ts fails on a feature folder left out of it.
 */
export function packageEntries(packageDir: string): string[] {
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, Exported>
  }
  return Object.values(exports).flatMap((target) =>
    typeof target === 'object' && target.default && target['@latch/source']
      ? [target['@latch/source'].replace(/^\.\//, '')]
      : [],
  )
}
