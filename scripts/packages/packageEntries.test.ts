import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { packageEntries } from './packageEntries'

const packagesDir = join(import.meta.dirname, '../../packages')
const libraries = ['core', 'evm', 'solana', 'bitcoin', 'react', 'frame']

it.each(libraries)(
  '@latch/%s builds every subpath it exports, and exports every feature folder',
  (name) => {
    const dir = join(packagesDir, name)
    const entries = packageEntries(dir)
    expect(entries).toContain('src/index.ts')
    for (const entry of entries) expect(existsSync(join(dir, entry)), entry).toBe(true)
    const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>
    }
    // A folder with an index.ts is a feature's subpath (`@latch/evm/send`): one exports entry, nothing else.
    const folders = readdirSync(join(dir, 'src'), { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && existsSync(join(dir, 'src', entry.name, 'index.ts')),
    )
    for (const folder of folders) expect(Object.keys(exports)).toContain(`./${folder.name}`)
  },
)
