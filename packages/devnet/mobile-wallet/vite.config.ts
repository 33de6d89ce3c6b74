import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

// The page is served under a strict CSP (no inline scripts or styles): Vite's output is files only,
// without the module-preload polyfill, from the server root (`/wc?uri=…` serves the same page).
export default defineConfig({
  root,
  base: '/',
  publicDir: 'public',
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    // WalletKit's payments add-on is unused here: see the stub for why it is left out.
    alias: {
      '@walletconnect/pay': fileURLToPath(
        new URL('./src/walletkit/walletConnectPayStub.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/mobile-wallet', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: true,
    // The WalletConnect SDK alone is about 500 kB minified (150 kB gzip).
    chunkSizeWarningLimit: 700,
  },
})
