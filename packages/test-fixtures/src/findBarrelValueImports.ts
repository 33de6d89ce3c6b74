import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * The source files under `dir` that ship: `.ts`/`.tsx` files, without tests and without the
 * folders named in `skip` (`test` by default).
 */
export function listShippedSources(dir: string, skip: readonly string[] = ['test']): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : listShippedSources(path, skip)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * The shipped files under `dir` (relative to it) that take a value (not only types) from the
 * `barrel` package entry. A barrel reached from first-paint code makes esbuild (`--splitting`)
 * load up front every module it re-exports that lazy code also uses.
 */
export function findBarrelValueImports(
  dir: string,
  { barrel, skip }: { barrel: string; skip?: readonly string[] },
): string[] {
  const escaped = barrel.replace(/[/.]/g, (c) => `\\${c}`)
  const valueImport = new RegExp(
    `^(?:import|export)\\s+(?!type\\b)[^'"]*?from\\s+'${escaped}'`,
    'm',
  )
  return listShippedSources(dir, skip)
    .filter((file) => valueImport.test(readFileSync(file, 'utf8')))
    .map((file) => relative(dir, file))
}
