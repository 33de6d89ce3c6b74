import { resolve } from 'node:path'
import { defineConfig } from 'vite'

// Built from the packages' published output (no `source` condition), as a dapp would get them.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  // One copy of each, as a dapp's single install has: in this workspace the packages and the bench
  // resolve their optional peers (TypeScript, zod) apart, and each variant would be bundled.
  resolve: { dedupe: ['viem', 'wagmi', '@wagmi/core'] },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Library modules carry 'use client' for server-component frameworks; a client bundle drops it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
      input: {
        minimal: resolve(import.meta.dirname, 'minimal.html'),
        reactOnly: resolve(import.meta.dirname, 'react-only.html'),
        reactList: resolve(import.meta.dirname, 'react-list.html'),
        catalogue: resolve(import.meta.dirname, 'catalogue.html'),
        wagmi: resolve(import.meta.dirname, 'wagmi.html'),
        wagmiOnly: resolve(import.meta.dirname, 'wagmi-only.html'),
      },
    },
  },
})
