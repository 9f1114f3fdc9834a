import { defineConfig } from 'vite'

// The WalletConnect side of the sample wallet as a page of the dev stack (wc.html), on its own port.
export default defineConfig({
  server: { port: 5174, strictPort: true, host: 'localhost' },
})
