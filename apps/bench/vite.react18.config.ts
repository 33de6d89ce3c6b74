import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { defineConfig, mergeConfig } from 'vite'
import base from './vite.config.js'

const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

// The same pages built against React 18.3 (AppKit users are on both): every `react` and
// `react-dom` import, the packages' included, resolves to the 18.3 copies.
export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      alias: [
        { find: /^react-dom(\/.*)?$/, replacement: `${packageDir('react-dom-18')}$1` },
        { find: /^react(\/.*)?$/, replacement: `${packageDir('react-18')}$1` },
      ],
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
