import { defineConfig, mergeConfig } from 'vite'
import { react18Aliases } from '../../react18.shared.js'
import base from './vite.config.js'

const { aliases } = react18Aliases(import.meta.url)

// The demo built against React 18.3 (AppKit users are on both), for the e2e project `react18`:
// every `react` and `react-dom` import, the packages' included, resolves to the 18.3 copies.
export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      alias: aliases,
    },
    build: { outDir: 'dist-react18' },
  }),
)
