import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, posix, relative, sep } from 'node:path'

/** The package import that carries a style sheet: a file for bundlers, nothing for plain Node. */
export const styleImportPrefix = '#kit-css/'

const styleImport = /^import\s+(["'])(\.{1,2}\/[^"']+\.css)\1;?$/gm

/**
 * Rewrites each `import './X.css'` of the built modules into `import '#kit-css/<path>'`, which the
 * package's `imports` map resolves to the style sheet for bundlers and to an empty module for
 * Node, so the published JS loads without a bundler and bundlers still get separate CSS files.
 * @param outDir The built ESM tree (`dist/esm`).
 * @returns How many imports were rewritten.
 */
export async function routeStyleImports(outDir: string): Promise<number> {
  let rewritten = 0
  for (const file of await listModules(outDir)) {
    const source = await readFile(file, 'utf8')
    const routed = source.replace(styleImport, (_line, quote: string, specifier: string) => {
      rewritten += 1
      const target = relative(outDir, join(dirname(file), specifier))
        .split(sep)
        .join(posix.sep)
      return `import ${quote}${styleImportPrefix}${target}${quote};`
    })
    if (routed !== source) await writeFile(file, routed)
  }
  return rewritten
}

async function listModules(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
}
