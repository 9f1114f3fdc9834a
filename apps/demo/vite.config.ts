import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The demo runs on the packages' source (the `@latch/source` export condition), so `npm start` needs no
// build; LATCH_DIST=1 (the e2e tests) serves the built `dist/` an app would get from npm.
const conditions = process.env.LATCH_DIST
  ? [...defaultClientConditions]
  : ['@latch/source', ...defaultClientConditions]

export default defineConfig({
  plugins: [react()],
  resolve: { conditions },
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 5173, strictPort: true, host: 'localhost' },
})
