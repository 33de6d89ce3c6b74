// Rewrites value imports (and re-exports) of a package's root barrel into deep imports of the
// modules that define them, through the package's `./modules/*` subpath export; type-only
// imports stay on the barrel (erased at build). First-paint code that reaches a barrel makes
// some bundlers (esbuild with --splitting) load up front every module the barrel re-exports
// that lazy code also uses.
// Usage: node scripts/deepImports.mjs <package dir> <file or dir>...
//   e.g. node scripts/deepImports.mjs packages/core packages/react/src packages/adapter-evm/src
// Test files (*.test.ts[x], test/ folders) are left as they are. Run `biome check --write` after.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
// TypeScript 7 (the compiler the packages build with) has no JavaScript API: the parser is 5.9's.
import ts from 'typescript-5'

const [packageDir, ...targets] = process.argv.slice(2)
if (!packageDir || targets.length === 0) {
  console.error('usage: node scripts/deepImports.mjs <package dir> <file or dir>...')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
const packageName = manifest.name
const barrel = resolve(packageDir, manifest.exports['.'].source)
const srcDir = resolve(packageDir, 'src')
const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)

/** Exported name → the module (path under src/, no extension) and its name there. */
function barrelMap() {
  const map = new Map()
  for (const statement of parse(barrel).statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue
    const from = statement.moduleSpecifier?.text
    if (!from?.startsWith('.') || !statement.exportClause) continue
    const module = relative(srcDir, resolve(dirname(barrel), from)).replace(/\.js$/, '')
    for (const element of statement.exportClause.elements) {
      if (element.isTypeOnly) continue
      map.set(element.name.text, { module, name: (element.propertyName ?? element.name).text })
    }
  }
  return map
}

function sourceFiles(path) {
  if (statSync(path).isFile()) return [path]
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const full = join(path, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const names = barrelMap()
const unresolved = new Set()
let changed = 0
for (const file of targets.flatMap(sourceFiles)) {
  const source = parse(file)
  const text = source.getFullText()
  const edits = []
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement)
    if (!isImport && !ts.isExportDeclaration(statement)) continue
    if (statement.moduleSpecifier?.text !== packageName) continue
    const clause = isImport ? statement.importClause : statement
    if (!clause || clause.isTypeOnly) continue
    const elements = isImport ? clause.namedBindings?.elements : clause.exportClause?.elements
    if (!elements || (isImport && clause.name)) continue
    const types = []
    const kept = []
    const byModule = new Map()
    for (const element of elements) {
      const imported = (element.propertyName ?? element.name).text
      const local = element.name.text
      if (element.isTypeOnly) {
        types.push(imported === local ? local : `${imported} as ${local}`)
        continue
      }
      const target = names.get(imported)
      if (!target) {
        unresolved.add(`${imported} (${relative(process.cwd(), file)})`)
        kept.push(imported === local ? local : `${imported} as ${local}`)
        continue
      }
      const specifier = target.name === local ? local : `${target.name} as ${local}`
      byModule.set(target.module, [...(byModule.get(target.module) ?? []), specifier])
    }
    if (byModule.size === 0) continue
    const keyword = isImport ? 'import' : 'export'
    const lines = []
    if (types.length) lines.push(`${keyword} type { ${types.join(', ')} } from '${packageName}'`)
    if (kept.length) lines.push(`${keyword} { ${kept.join(', ')} } from '${packageName}'`)
    for (const [module, specifiers] of byModule)
      lines.push(`${keyword} { ${specifiers.join(', ')} } from '${packageName}/modules/${module}'`)
    edits.push({
      start: statement.getStart(source),
      end: statement.getEnd(),
      text: lines.join('\n'),
    })
  }
  if (edits.length === 0) continue
  let out = text
  for (const edit of edits.reverse())
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  writeFileSync(file, out)
  changed++
}
console.log(`${changed} files rewritten`)
for (const entry of unresolved) console.log(`left on ${packageName}: ${entry}`)
