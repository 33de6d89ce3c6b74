import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { transform } from 'esbuild'

/** What a built style-sheet text module is named after: `X.css` → `X.css.js`. */
export const textModuleSuffix = '.js'

const inlineImport = /(\bfrom\s*)(["'])(\.{1,2}\/[^"']+\.css)\?inline\2/g

/**
 * Rewrites each `import css from './X.css?inline'` of the built modules (a query only Vite
 * understands) into an import of `./X.css.js`, and writes that module beside the sheet: its text,
 * minified, as the default export. Any bundler, and Node, then gets the sheet's text as a JS
 * string, which travels in the lazy chunk of the code that attaches it (`adoptStyles`).
 * @param outDir The built ESM tree (`dist/esm`), holding the copied `.css` files.
 * @returns The style sheets written as text modules.
 */
export async function inlineStyleImports(outDir: string): Promise<string[]> {
  const sheets = new Set<string>()
  for (const file of await listModules(outDir)) {
    const source = await readFile(file, 'utf8')
    const rewritten = source.replace(inlineImport, (_match, from: string, quote: string, path) => {
      sheets.add(join(dirname(file), path))
      return `${from}${quote}${path}${textModuleSuffix}${quote}`
    })
    if (rewritten !== source) await writeFile(file, rewritten)
  }
  for (const sheet of sheets) {
    const { code } = await transform(await readFile(sheet, 'utf8'), {
      loader: 'css',
      minify: true,
      target: 'es2022',
    })
    await writeFile(
      `${sheet}${textModuleSuffix}`,
      `export default ${JSON.stringify(code.trim())}\n`,
    )
  }
  return [...sheets]
}

async function listModules(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.js') && !entry.name.endsWith('.css.js'),
    )
    .map((entry) => join(entry.parentPath, entry.name))
}
