import { defineConfig } from 'vite'

// The WalletConnect side of the sample wallet as a page of the dev stack (wc.html), on its own port.
export default defineConfig({
  server: { port: 5174, strictPort: true, host: 'localhost' },
  plugins: [
    {
      // Its universal link: a dapp on a phone opens `/wc?uri=…` (behaviour.md §10.6), the WalletConnect page.
      name: 'sample-wallet-universal-link',
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (request.url === '/wc' || request.url?.startsWith('/wc?'))
            request.url = request.url.replace(/^\/wc/, '/wc.html')
          next()
        })
      },
    },
  ],
})
