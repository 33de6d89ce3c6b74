import { defineConfig } from 'vite'
import { strictCsp } from './vite.csp.js'

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
