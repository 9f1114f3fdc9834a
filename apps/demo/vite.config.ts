import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { demoApi } from './demoApi'

// The demo runs on the packages' source (the `@latch/source` export condition), so `npm start` needs no
// build; LATCH_DIST=1 (the e2e tests) serves the built `dist/` an app would get from npm.
const conditions = process.env.LATCH_DIST
  ? [...defaultClientConditions]
  : ['@latch/source', ...defaultClientConditions]

/**
 * `vite preview` (the e2e's demo: docs/testing.md) gzips each script anew on every request, and the browser
 * unzips it, on the same machine: CPU the e2e paid for nothing. This middleware runs before Vite's compression
 * and asks for none; the files served are the same.
 */
function uncompressedPreview(): Plugin {
  return {
    name: 'latch-demo-uncompressed-preview',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        delete request.headers['accept-encoding']
        next()
      })
    },
  }
}

/**
 * `vite preview` serves every file with `Cache-Control: no-cache`, so each load of the page asks again for each of
 * its hundred-odd scripts (a 304 each: the server, the browser's network service and the page's loader, per file).
 * The built demo's `assets/` are named by their content hash, as an app's host serves them: cached for good, a
 * reload reads them from the browser's cache. The page itself (`index.html`) stays `no-cache`.
 */
function immutableAssets(): Plugin {
  return {
    name: 'latch-demo-immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/assets/'))
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        next()
      })
    },
  }
}

export default defineConfig({
  // The app's own back end beside it: `/api/me` trusts a SIWX session token (behaviour.md §12).
  plugins: [
    react(),
    demoApi({ latchApiUrl: 'http://localhost:8787', projectId: 'latch-demo' }),
    uncompressedPreview(),
    immutableAssets(),
  ],
  resolve: { conditions },
  // Several stacks at once (the e2e's shards: e2e/runShards.ts) each pre-bundle into a directory of their own.
  ...(process.env.LATCH_DEVSTACK_STATE_DIR
    ? { cacheDir: join(process.env.LATCH_DEVSTACK_STATE_DIR, 'vite-demo') }
    : {}),
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 5173, strictPort: true, host: 'localhost' },
})
