import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { demoApi } from './demoApi'

// The demo runs on the packages' source (the `@latch/source` export condition), so `npm start` needs no
// build; LATCH_DIST=1 (the e2e tests) serves the built `dist/` an app would get from npm.
const conditions = process.env.LATCH_DIST
  ? [...defaultClientConditions]
  : ['@latch/source', ...defaultClientConditions]

export default defineConfig({
  // The app's own back end beside it: `/api/me` trusts a SIWX session token (behaviour.md §12).
  plugins: [react(), demoApi({ latchApiUrl: 'http://localhost:8787', projectId: 'latch-demo' })],
  resolve: { conditions },
  // Several stacks at once (the e2e's shards: e2e/runShards.ts) each pre-bundle into a directory of their own.
  ...(process.env.LATCH_DEVSTACK_STATE_DIR
    ? { cacheDir: join(process.env.LATCH_DEVSTACK_STATE_DIR, 'vite-demo') }
    : {}),
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 5173, strictPort: true, host: 'localhost' },
})
