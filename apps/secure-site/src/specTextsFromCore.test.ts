import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as errorTexts from '@latch/core/errorTexts'
import { describe, expect, it } from 'vitest'

const sourceDir = new URL('.', import.meta.url).pathname

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
    }),
  )
  return nested.flat()
}

describe('the secure site', () => {
  it("writes none of the spec's texts itself: each comes from core's errorTexts, where it lives once", async () => {
    const texts = Object.values(errorTexts).filter((text) => typeof text === 'string')
    const files = await sourceFiles(sourceDir)
    expect(files.length).toBeGreaterThan(10)
    const written: string[] = []
    for (const file of files) {
      const source = await readFile(file, 'utf8')
      for (const text of texts)
        for (const quote of ["'", '"', '`'])
          if (source.includes(`${quote}${text}${quote}`))
            written.push(`${file.slice(sourceDir.length)}: ${text}`)
    }
    expect(written).toEqual([])
  })
})
