import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export type LatencyFigures = { samples: number; p50: number; p99: number; max: number }

export type ConvertResults = {
  date: string
  setup: string
  endpoints: Record<string, LatencyFigures>
}

/** The convert bench's own figures (bench/convertBench.ts); run.ts folds them into results.json and RESULTS.md. */
export const convertResultsFile = (bench: string) => join(bench, 'results.convert.json')

const marked = /(<!-- convert:start -->\n)[\s\S]*?(<!-- convert:end -->)/

export function convertSection(results: ConvertResults): string {
  const rows = Object.entries(results.endpoints).map(
    ([name, figures]) =>
      `| ${name} | ${figures.samples} | ${figures.p50.toFixed(2)} | ${figures.p99.toFixed(2)} | ${figures.max.toFixed(2)} |`,
  )
  return [
    `${results.setup} Measured ${results.date.slice(0, 10)}.`,
    '',
    '| endpoint | requests | p50 ms | p99 ms | max ms |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

/**
 * Puts the last convert figures into results.json (`convert`) and RESULTS.md (its "Swap quotes" section,
 * between markers), leaving everything else as it is.
 */
export async function mergeConvertFigures(bench: string): Promise<ConvertResults | undefined> {
  if (!existsSync(convertResultsFile(bench))) return undefined
  const results = JSON.parse(await readFile(convertResultsFile(bench), 'utf8')) as ConvertResults
  const resultsFile = join(bench, 'results.json')
  const all = existsSync(resultsFile)
    ? (JSON.parse(await readFile(resultsFile, 'utf8')) as Record<string, unknown>)
    : {}
  await writeFile(resultsFile, `${JSON.stringify({ ...all, convert: results }, null, 2)}\n`)
  const markdownFile = join(bench, 'RESULTS.md')
  const markdown = existsSync(markdownFile) ? await readFile(markdownFile, 'utf8') : ''
  const section = `<!-- convert:start -->\n${convertSection(results)}\n<!-- convert:end -->`
  await writeFile(
    markdownFile,
    marked.test(markdown)
      ? markdown.replace(marked, `$1${convertSection(results)}\n$2`)
      : `${markdown.trimEnd()}\n\n## Swap quotes (convert)\n\n${section}\n`,
  )
  return results
}
