import { createRequire } from 'node:module'
import { dirname } from 'node:path'

/**
 * Vite aliases that resolve every `react` and `react-dom` import (subpaths and dependencies'
 * imports included) to the React 18.3 copies a package installs as `react-18` and
 * `react-dom-18`: AppKit users are on 18 and 19, so the tests, the demo and the bench run on both.
 * `from` is the config's own `import.meta.url`, whose package holds those copies.
 */
export function react18Aliases(from: string) {
  const require = createRequire(from)
  const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))
  return {
    packageDir,
    aliases: [
      { find: /^react-dom(\/.*)?$/, replacement: `${packageDir('react-dom-18')}$1` },
      { find: /^react(\/.*)?$/, replacement: `${packageDir('react-18')}$1` },
    ],
  }
}
