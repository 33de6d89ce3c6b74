// One config for the three apps (`vite build <app>`): the import map is the only thing that
// points the AppKit specifiers in their sources at Kit. Plain object: the apps' own install has
// no `vite` to import `defineConfig` from.
import { readFileSync } from 'node:fs'

const importMap = JSON.parse(readFileSync(new URL('./importMap.json', import.meta.url), 'utf8'))

const escapeRegExp = (specifier) => specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

export default {
  resolve: {
    // Exact specifiers only: `@reown/appkit/react` must not also catch `@reown/appkit/react-core`.
    alias: Object.entries(importMap).map(([from, to]) => ({
      find: new RegExp(`^${escapeRegExp(from)}$`),
      replacement: to,
    })),
  },
  oxc: { jsx: { runtime: 'automatic' } },
  logLevel: 'warn',
  build: {
    target: 'es2022',
    // ethers and wagmi's connectors are the bulk of these bundles, as in any app using them.
    chunkSizeWarningLimit: 2048,
    rollupOptions: {
      // Library modules carry 'use client' for server-component frameworks; a client bundle drops it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
}
