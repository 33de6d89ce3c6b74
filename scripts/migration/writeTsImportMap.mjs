import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** `@scope/name/sub/path` → `['@scope/name', './sub/path']`. */
function splitSpecifier(specifier) {
  const parts = specifier.split('/')
  const size = specifier.startsWith('@') ? 2 : 1
  const subpath = parts.slice(size).join('/')
  return [parts.slice(0, size).join('/'), subpath ? `./${subpath}` : '.']
}

/** The declaration file an installed package's `exports` gives `specifier` (its `types`). */
function typesOf(dir, specifier) {
  const [name, subpath] = splitSpecifier(specifier)
  const manifestPath = join(dir, 'node_modules', name, 'package.json')
  if (!existsSync(manifestPath)) return undefined
  const entry = JSON.parse(readFileSync(manifestPath, 'utf8')).exports?.[subpath]
  const types = typeof entry === 'object' ? entry.types : undefined
  return types ? `./node_modules/${name}/${types.replace(/^\.\//, '')}` : undefined
}

/**
 * Writes `tsconfig.importMap.json` beside `importMap.json` in the installed copy: the same map as
 * TypeScript `paths` (which resolve to files, not to package names). Returns the specifiers whose
 * target is not installed; those stay unmapped and fail to resolve in the type check.
 */
export function writeTsImportMap(dir) {
  const importMap = JSON.parse(readFileSync(join(dir, 'importMap.json'), 'utf8'))
  const paths = {}
  const unmapped = []
  for (const [from, to] of Object.entries(importMap)) {
    const types = typesOf(dir, to)
    if (types) paths[from] = [types]
    else unmapped.push(`${from} → ${to}`)
  }
  const config = { compilerOptions: { paths } }
  writeFileSync(join(dir, 'tsconfig.importMap.json'), `${JSON.stringify(config, null, 2)}\n`)
  return unmapped
}
