// Vite, with the bench's own settings (vite.config.ts) but the pages of the packed app.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { pageFigures } from './figures.mjs'

/**
 * Builds `pages` (the minimal and the React-only page by default) together into `app/<out>`; each
 * page's figures (see `pageFigures`).
 */
export async function buildVite(
  app,
  { pages = ['minimal', 'react-only'], out = 'dist-vite' } = {},
) {
  const outdir = join(app, out)
  const output = await build({
    root: app,
    configFile: false,
    logLevel: 'error',
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir: outdir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      rollupOptions: {
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
        },
        input: Object.fromEntries(pages.map((page) => [page, join(app, `${page}.html`)])),
      },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output)
  const result = {}
  for (const page of pages) {
    // The page's module script and the modules it preloads and links, as `measure.mjs` reads them.
    const html = readFileSync(join(outdir, `${page}.html`), 'utf8')
    const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1],
    )
    const js = referenced.filter((file) => file.endsWith('.js'))
    const modules = new Map()
    for (const chunk of chunks.filter((c) => c.type === 'chunk' && js.includes(c.fileName))) {
      for (const [id, info] of Object.entries(chunk.modules)) {
        modules.set(id, (modules.get(id) ?? 0) + (info.renderedLength ?? 0))
      }
    }
    result[page] = pageFigures({
      dir: outdir,
      js,
      css: referenced.filter((file) => file.endsWith('.css')),
      modules,
    })
  }
  return result
}
