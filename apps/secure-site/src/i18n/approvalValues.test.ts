import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const rpc = join(import.meta.dirname, '../rpc')

// behaviour.md §20.8: a describer gives a value in words (`said`, `ValueWords`), never as English text, so a value
// added with words of its own fails here rather than showing English on a translated screen. A value may be a name
// or the request's own text (`value: account`), or a sign with no letters (`'—'`).
it('gives no value as English text', async () => {
  const files = (await readdir(rpc, { recursive: true }))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(rpc, file))
  const sources = await Promise.all(files.map((file) => readFile(file, 'utf8')))
  const literals = sources.flatMap((source) =>
    [...source.matchAll(/\b(?:value|details): ('[^']*'|`[^`]*`)/g)].map((match) => match[1] ?? ''),
  )
  expect(literals).toContain("'—'")
  expect(literals.filter((literal) => /\p{L}/u.test(literal.replace(/\$\{[^}]*\}/g, '')))).toEqual(
    [],
  )
})
