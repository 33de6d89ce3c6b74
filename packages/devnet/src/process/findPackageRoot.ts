import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The directory of `@kit/devnet`'s package.json, found by walking up from this module, so the
 * answer is the same whether it runs from `src/` (tsx, tests) or from `dist/esm/`.
 */
export function findPackageRoot(moduleUrl: string = import.meta.url): string {
  let directory = dirname(fileURLToPath(moduleUrl))
  while (true) {
    if (readPackageName(join(directory, 'package.json')) === '@kit/devnet') return directory
    const parent = dirname(directory)
    if (parent === directory) {
      throw new Error(`No @kit/devnet package.json above ${fileURLToPath(moduleUrl)}.`)
    }
    directory = parent
  }
}

function readPackageName(file: string): string | undefined {
  try {
    const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (typeof manifest !== 'object' || manifest === null) return undefined
    const { name } = manifest as { name?: unknown }
    return typeof name === 'string' ? name : undefined
  } catch {
    return undefined
  }
}
