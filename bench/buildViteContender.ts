import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, type Manifest, type Rollup } from 'vite'
import { type ContenderBuild, sizes } from '../scripts/size-budget/buildContender'

/** The output files that load before first paint: the HTML entry's chunk and what it imports statically. */
export function viteFirstPaintFiles(manifest: Manifest): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return
    seen.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  return [...seen]
}

/**
 * Builds one minimal app the way a Vite app is built: an `index.html` with the entry as its module script,
 * `vite build` in production mode with @vitejs/plugin-react and Vite's default chunking (nothing tuned), into
 * `outdir` with the page that loads it. `meta`: name → content tags the app reads.
 */
export async function buildViteContender(parameters: {
  name: string
  entry: string
  outdir: string
  absWorkingDir: string
  meta?: Record<string, string>
}): Promise<ContenderBuild> {
  const source = `${parameters.outdir}-source`
  await rm(source, { recursive: true, force: true })
  await mkdir(source, { recursive: true })
  const tags = Object.entries(parameters.meta ?? {})
    .map(([name, content]) => `<meta name="${name}" content="${content}">`)
    .join('')
  await writeFile(
    join(source, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${parameters.name}</title>${tags}</head><body><div id="root"></div><script type="module" src="${relative(source, parameters.entry)}"></script></body></html>`,
  )
  const output = (await build({
    configFile: false,
    root: source,
    mode: 'production',
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: parameters.outdir, emptyOutDir: true, manifest: true },
  })) as Rollup.RollupOutput
  const manifest = JSON.parse(
    await readFile(join(parameters.outdir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest
  const firstPaint = viteFirstPaintFiles(manifest)
  const assets = (await readdir(join(parameters.outdir, 'assets'))).filter((file) =>
    file.endsWith('.js'),
  )
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
  const inFirstPaint = chunks.filter((chunk) => firstPaint.includes(chunk.fileName))
  const moduleIds = (list: Rollup.OutputChunk[]) =>
    list.flatMap((chunk) =>
      chunk.moduleIds.map((id) => relative(parameters.absWorkingDir, id.replace(/^\0/, ''))),
    )
  const absolute = (file: string) => join(parameters.outdir, file)
  const firstPaintSizes = await sizes(firstPaint.map(absolute))
  return {
    name: parameters.name,
    firstPaint: {
      ...firstPaintSizes,
      files: firstPaint,
      // Rolldown's per-module lengths are before minifying: the files' minified bytes stand for the code.
      code: firstPaintSizes.raw,
    },
    all: {
      ...(await sizes(assets.map((file) => join(parameters.outdir, 'assets', file)))),
      chunks: assets.length,
    },
    firstPaintModules: moduleIds(inFirstPaint),
    modules: [...new Set(moduleIds(chunks))],
    shipped: [
      ...new Set(
        chunks.flatMap((chunk) =>
          Object.entries(chunk.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id]) => relative(parameters.absWorkingDir, id.replace(/^\0/, ''))),
        ),
      ),
    ],
  }
}
