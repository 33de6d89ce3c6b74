import { resolve } from 'node:path'
import { defineConfig, mergeConfig } from 'vite'
import { react18Aliases } from '../../react18.shared.js'
import base from './vite.config.js'

const { aliases } = react18Aliases(import.meta.url)

// The same pages built against React 18.3 (AppKit users are on both): every `react` and
// `react-dom` import, the packages' included, resolves to the 18.3 copies.
export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      alias: aliases,
    },
    build: {
      outDir: 'dist-react18',
      rollupOptions: {
        input: {
          minimal: resolve(import.meta.dirname, 'minimal.html'),
          reactOnly: resolve(import.meta.dirname, 'react-only.html'),
        },
      },
    },
  }),
)
