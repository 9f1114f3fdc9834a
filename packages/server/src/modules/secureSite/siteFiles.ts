import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'

export type SiteFile = { body: Buffer; contentType: string; cacheControl: string }

/** The built site's files by URL path (`/assets/index-3f2a.js`), read once: the site is a few small files. */
export type SiteFiles = {
  /** The frame page, `index.html`. */
  frame: string
  /** The social login popup's landing page, `social/callback.html`. */
  callback: string
  assets: ReadonlyMap<string, SiteFile>
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

/** Vite names what it emits under `assets/` by content hash: a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=300'

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return walk(path)
      return entry.isFile() ? [path] : []
    }),
  )
  return files.flat()
}

/**
 * Reads `apps/secure-site/dist`. Pages are served by their routes only (with their policy), so no `.html` is
 * an asset; undefined when the site is not built.
 */
export async function readSiteFiles(dir: string): Promise<SiteFiles | undefined> {
  let paths: string[]
  try {
    paths = await walk(dir)
  } catch {
    return undefined
  }
  const urlOf = (path: string) => `/${relative(dir, path).split(sep).join('/')}`
  const page = async (name: string) => {
    const path = paths.find((candidate) => urlOf(candidate) === name)
    return path ? await readFile(path, 'utf8') : undefined
  }
  const frame = await page('/index.html')
  const callback = await page('/social/callback.html')
  if (frame === undefined || callback === undefined) return undefined
  const assets = new Map<string, SiteFile>()
  for (const path of paths) {
    const extension = extname(path).toLowerCase()
    if (extension === '.html') continue
    const url = urlOf(path)
    assets.set(url, {
      body: await readFile(path),
      contentType: contentTypes[extension] ?? 'application/octet-stream',
      cacheControl: url.startsWith('/assets/') ? IMMUTABLE : SHORT,
    })
  }
  return { frame, callback, assets }
}
