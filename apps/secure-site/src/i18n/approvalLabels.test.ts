import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { approvalLabels } from './siteMessages'

const rpc = join(import.meta.dirname, '../rpc')

// behaviour.md §20: every fixed title, label and action the describers give is one each locale says (`labels`), so
// a label added to a describer without its words fails here rather than showing English on a translated screen.
it('lists every fixed title, label and action of the describers', async () => {
  const files = (await readdir(rpc, { recursive: true }))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(rpc, file))
  const sources = await Promise.all(files.map((file) => readFile(file, 'utf8')))
  const fixed = new Set(
    sources.flatMap((source) => [
      ...[...source.matchAll(/\b(?:label|action|title): '([^']+)'/g)].flatMap(
        (match) => match[1] ?? [],
      ),
      // Typed data's domain fields (describeTypedData's domainLabels).
      ...[
        ...source.matchAll(/^ {2}(?:name|version|chainId|verifyingContract|salt): '([^']+)',$/gm),
      ].flatMap((match) => match[1] ?? []),
    ]),
  )
  expect(fixed.size).toBeGreaterThan(20)
  expect(
    [...fixed].filter((text) => !(approvalLabels as readonly string[]).includes(text)),
  ).toEqual([])
})
