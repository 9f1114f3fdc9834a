import { readFile, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'

export type Sizes = { raw: number; gzip: number; brotli: number }

export type ContenderBuild = {
  name: string
  /** Entry plus its static imports, transitively: what loads before first paint. */
  firstPaint: Sizes & {
    files: string[]
    /**
     * The minified code of the modules in those files, however esbuild split them into chunks: what the first
     * paint holds, not how it is partitioned (each lazy chunk that shares modules with the first paint splits
     * them into more, smaller files, which compress worse).
     */
    code: number
  }
  all: Sizes & { chunks: number }
  /** Source modules bundled into the first-paint files. */
  firstPaintModules: string[]
  /** Source modules bundled anywhere in the app, lazy chunks included. */
  modules: string[]
  /** Of those, the ones with code in an output file (lazy chunks included): what the app ships. */
  shipped: string[]
  /** esbuild's own account of the build (esbuild builds only): which module imports which. */
  metafile?: Metafile
}

/** The same esbuild settings for every contender (bench and budget share them). */
export const buildSettings = {
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  legalComments: 'none',
} as const

/** Raw, gzip (level 9) and brotli (quality 11) bytes of `files`, summed. */
export async function sizes(files: string[]): Promise<Sizes> {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 }
  for (const file of files) {
    const content = await readFile(file)
    total.raw += content.length
    total.gzip += gzipSync(content, { level: 9 }).length
    total.brotli += brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length
  }
  return total
}

/** The output files that load before first paint: the entry and what it imports statically. */
export function firstPaintFiles(metafile: Metafile, entryOutput: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  visit(entryOutput)
  return [...seen]
}

/** Bundles one minimal app and measures it. `absWorkingDir` decides where its packages resolve from. */
export async function buildContender(parameters: {
  name: string
  entry: string
  outdir: string
  absWorkingDir: string
}): Promise<ContenderBuild> {
  await rm(parameters.outdir, { recursive: true, force: true })
  const result = await build({
    ...buildSettings,
    entryPoints: { index: parameters.entry },
    outdir: parameters.outdir,
    absWorkingDir: parameters.absWorkingDir,
    metafile: true,
    write: true,
    logLevel: 'silent',
  })
  const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'))
  // Lazy chunks have an `entryPoint` too: the app's entry is the one built from `entry`.
  const entryInput = relative(parameters.absWorkingDir, parameters.entry)
  const entryOutput = outputs.find(
    (file) => result.metafile.outputs[file]?.entryPoint === entryInput,
  )
  if (!entryOutput) throw new Error(`${parameters.name}: esbuild produced no entry chunk`)
  const firstPaint = firstPaintFiles(result.metafile, entryOutput)
  const absolute = (file: string) => join(parameters.absWorkingDir, file)
  return {
    name: parameters.name,
    firstPaint: {
      ...(await sizes(firstPaint.map(absolute))),
      files: firstPaint,
      code: firstPaint
        .flatMap((file) => Object.values(result.metafile.outputs[file]?.inputs ?? {}))
        .reduce((total, input) => total + input.bytesInOutput, 0),
    },
    all: { ...(await sizes(outputs.map(absolute))), chunks: outputs.length },
    firstPaintModules: firstPaint.flatMap((file) =>
      Object.keys(result.metafile.outputs[file]?.inputs ?? {}).map((input) =>
        relative(parameters.absWorkingDir, join(parameters.absWorkingDir, input)),
      ),
    ),
    modules: Object.keys(result.metafile.inputs).map((input) =>
      relative(parameters.absWorkingDir, join(parameters.absWorkingDir, input)),
    ),
    shipped: [
      ...new Set(
        Object.values(result.metafile.outputs).flatMap((output) =>
          Object.entries(output.inputs)
            .filter(([, input]) => input.bytesInOutput > 0)
            .map(([input]) =>
              relative(parameters.absWorkingDir, join(parameters.absWorkingDir, input)),
            ),
        ),
      ),
    ],
    metafile: result.metafile,
  }
}
