import { resolve } from 'node:path'
import { defineConfig } from 'vite'

// Built from the packages' published output (no `source` condition), as a dapp would get them.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        minimal: resolve(import.meta.dirname, 'minimal.html'),
        reactOnly: resolve(import.meta.dirname, 'react-only.html'),
      },
    },
  },
})
