// esbuild as many dapp toolchains call it: `--bundle --splitting --format=esm --minify`.
import { join, relative } from 'node:path'
import { build } from 'esbuild'
import { firstPaintFiles, pageFigures } from './figures.mjs'

/**
 * Builds `pages` (the minimal and the React-only page by default) together into `app/<out>`; each
 * page's figures (see `pageFigures`).
 */
export async function buildEsbuild(
  app,
  { pages = ['minimal', 'react-only'], out = 'dist-esbuild' } = {},
) {
  const outdir = join(app, out)
  const { metafile } = await build({
    absWorkingDir: app,
    entryPoints: pages.map((page) => `src/${page}.tsx`),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    // Library modules carry 'use client' for server-component frameworks; a bundle drops it.
    logOverride: { 'module-level-directive': 'silent' },
  })
  const outputs = metafile.outputs
  const result = {}
  for (const page of pages) {
    const entry = Object.keys(outputs).find(
      (file) => outputs[file].entryPoint === `src/${page}.tsx`,
    )
    // The entry chunk and the chunks it imports statically; `import()` targets load later.
    const js = firstPaintFiles(entry, (file) =>
      outputs[file].imports.filter((edge) => edge.kind === 'import-statement').map((e) => e.path),
    )
    const css = js.map((file) => outputs[file].cssBundle).filter(Boolean)
    const modules = new Map()
    for (const file of js) {
      for (const [input, { bytesInOutput }] of Object.entries(outputs[file].inputs)) {
        modules.set(input, (modules.get(input) ?? 0) + bytesInOutput)
      }
    }
    result[page] = pageFigures({
      dir: app,
      js: js.map((file) => relative(app, join(app, file))),
      css: css.map((file) => relative(app, join(app, file))),
      modules,
    })
  }
  return result
}
