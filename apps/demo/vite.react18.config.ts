import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { defineConfig, mergeConfig } from 'vite'
import base from './vite.config.js'

const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

// The demo built against React 18.3 (AppKit users are on both), for the e2e project `react18`:
// every `react` and `react-dom` import, the packages' included, resolves to the 18.3 copies.
export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      alias: [
        { find: /^react-dom(\/.*)?$/, replacement: `${packageDir('react-dom-18')}$1` },
        { find: /^react(\/.*)?$/, replacement: `${packageDir('react-18')}$1` },
      ],
    },
    build: { outDir: 'dist-react18' },
  }),
)
