import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Architecture rule (architecture.md, server modules): a module's SQL lives in its `store.ts`; only the
// platform's database code (connections, locks, migrations) and tests reading tables may hold SQL elsewhere.
const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')
const sqlStatement =
  /\b(select\s[\s\S]*\sfrom\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|create\s+(unique\s+)?(table|index)\s|alter\s+table\s|drop\s+(table|index)\s)/i

function allowed(path: string) {
  return (
    path.endsWith('/store.ts') ||
    path.startsWith('platform/db/') ||
    path.endsWith('.test.ts') ||
    path.startsWith('testing/')
  )
}

/** The string and template literals of a TypeScript source that read as SQL statements. */
function sqlLiterals(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      sqlStatement.test(node.text)
    )
      found.push(node.text.trim().split('\n')[0] ?? '')
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('SQL only in store.ts files', () => {
  it('finds SQL in a literal, also inside a template, and ignores prose', () => {
    expect(sqlLiterals('x.ts', "db.query('select id from projects where id = $1')")).toHaveLength(1)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template
    expect(sqlLiterals('x.ts', 'db.query(`delete from transfers where n > ${n}`)')).toHaveLength(1)
    expect(sqlLiterals('x.ts', "const s = 'INSERT INTO t (a) values (1)'")).toHaveLength(1)
    expect(sqlLiterals('x.ts', "// select id from projects\nconst a = 'Select a network'")).toEqual(
      [],
    )
  })

  it('holds for every server source file', () => {
    const offenders = sourceFiles(sourceRoot).flatMap((file) => {
      const path = relative(sourceRoot, file)
      if (allowed(path)) return []
      return sqlLiterals(path, readFileSync(file, 'utf8')).map((sql) => `${path}: ${sql}`)
    })
    expect(offenders).toEqual([])
  })
})
