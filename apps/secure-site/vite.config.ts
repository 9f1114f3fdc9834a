import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

const page = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Built once and served by the Latch server (modules/secureSite) with a strict policy: no inline script or
// style, so nothing may be inlined (`assetsInlineLimit: 0`) and the module-preload polyfill stays out.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { frame: page('./index.html'), callback: page('./social/callback.html') },
    },
  },
})
