import { defineConfig, type Plugin } from 'vite'

// The production build runs under the strict policy of SECURITY.md S17: no inline script, no
// eval, styles only from files. The dev server needs inline scripts, so it goes without.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // The local WalletConnect relay is a WebSocket on 127.0.0.1.
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  // The local catalogue and API serve wallet, token and NFT images over http on 127.0.0.1.
  "img-src 'self' data: https: http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ')

function strictCsp(): Plugin {
  return {
    name: 'kit-demo-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  plugins: [strictCsp()],
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    rollupOptions: {
      // Library modules carry 'use client' for server-component frameworks; a client bundle drops it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
    target: 'es2022',
    sourcemap: true,
  },
})
