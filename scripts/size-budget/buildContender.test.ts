import type { Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { firstPaintFiles } from './buildContender'

const output = (imports: Metafile['outputs'][string]['imports']) => ({
  bytes: 1,
  inputs: {},
  imports,
  exports: [],
})

describe('firstPaintFiles', () => {
  it('follows static imports transitively and stops at dynamic ones', () => {
    const metafile: Metafile = {
      inputs: {},
      outputs: {
        'index.js': output([
          { path: 'chunk-a.js', kind: 'import-statement' },
          { path: 'View.js', kind: 'dynamic-import' },
        ]),
        'chunk-a.js': output([{ path: 'chunk-b.js', kind: 'import-statement' }]),
        'chunk-b.js': output([{ path: 'chunk-a.js', kind: 'import-statement' }]),
        'View.js': output([{ path: 'chunk-c.js', kind: 'import-statement' }]),
        'chunk-c.js': output([]),
      },
    }
    expect(firstPaintFiles(metafile, 'index.js').sort()).toEqual([
      'chunk-a.js',
      'chunk-b.js',
      'index.js',
    ])
  })
})
