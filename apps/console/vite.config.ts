import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Built once and served by the Latch server at /console/ (modules/console) under a policy that allows its own
// scripts only: nothing inlined, no module-preload polyfill.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
})
