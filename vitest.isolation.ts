import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * What makes a test file need a module registry of its own: module mocks (`vi.mock`,
 * `vi.doMock`), code hoisted above its imports, or a patched module loader. Each changes the
 * modules every later file of the same worker would import.
 */
const ownsModules = /\bvi\.(?:do)?[mM]ock\(|\bvi\.hoisted\(|\b_resolveFilename\b/

/**
 * The test files in `dirs` of the package whose config is at `configUrl` that must run isolated,
 * as paths relative to the package. The others can share one module registry per worker, so
 * their imports (viem, the WalletConnect SDK, noble) load once instead of once per file.
 */
export function testsOwningModules(configUrl: string, dirs: readonly string[] = ['src']): string[] {
  const root = fileURLToPath(new URL('./', configUrl))
  return dirs
    .flatMap((dir) =>
      readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' }).map(
        (path) => `${dir}/${path.replaceAll('\\', '/')}`,
      ),
    )
    .filter((path) => /\.test\.tsx?$/.test(path) && !path.includes('node_modules/'))
    .filter((path) => ownsModules.test(readFileSync(`${root}${path}`, 'utf8')))
    .sort()
}
