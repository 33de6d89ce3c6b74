// What a page loads before first paint, in gzip bytes, whichever bundler built it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Gzip -9 size of a built file, as `measure.mjs` counts it. */
export const gzipOf = (path) => gzipSync(readFileSync(path), { level: 9 }).length

/** `entry` and every file reached from it through `staticImportsOf`, each once. */
export function firstPaintFiles(entry, staticImportsOf) {
  const seen = new Set([entry])
  for (const file of seen) for (const next of staticImportsOf(file)) seen.add(next)
  return [...seen]
}

/**
 * A page's first-paint figures from its JS and CSS files (paths relative to `dir`) and, where
 * the bundler tells, the source modules in that JS with their minified bytes.
 */
export function pageFigures({ dir, js, css, modules = new Map() }) {
  const sum = (files) => files.reduce((total, file) => total + gzipOf(join(dir, file)), 0)
  return { js, css, jsGzip: sum(js), cssGzip: sum(css), modules }
}

/** A module path shortened to its package and file: `@kit/core/dist/esm/actions/connect.js`. */
export function shortModuleName(path) {
  const parts = path.replaceAll('\\', '/').split('node_modules/')
  return parts[parts.length - 1].replace(/^\.\//, '')
}
