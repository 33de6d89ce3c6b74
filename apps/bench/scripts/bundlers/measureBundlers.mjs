// Builds the minimal page and the React-only page from the packed Kit packages with Vite,
// esbuild and webpack 5, and prints for each the JS (gzip -9) the minimal page adds before first
// paint over the React-only page built by the same bundler, and the CSS it loads before first
// paint (DESIGN.md budgets: 25 KiB JS, 2 KiB CSS). Then builds the Solana-only and the Bitcoin-only
// page, each alone beside the React-only page (so the builds above stay as they were), and prints
// the JS each adds before first paint under each bundler. Run after the packages' build.
// KIT_BENCH_BUNDLERS_KEEP=1 keeps the temp app and prints its path; KIT_BENCH_BUNDLERS_REUSE=<that
// path> builds it again without packing or installing (to compare a change to the bundlers'
// settings). KIT_BENCH_BUNDLERS_MODULES=<n> lists the n largest Kit modules each bundler puts
// before first paint (default 6; `all` for every one). KIT_BENCH_BUNDLERS_BYTES=1 adds exact bytes
// to each figure (to compare changes smaller than the rounding).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildEsbuild } from './buildEsbuild.mjs'
import { buildVite } from './buildVite.mjs'
import { buildWebpack } from './buildWebpack.mjs'
import { shortModuleName } from './figures.mjs'
import { packProject } from './packProject.mjs'

const reuse = process.env.KIT_BENCH_BUNDLERS_REUSE
const keep = Boolean(reuse) || process.env.KIT_BENCH_BUNDLERS_KEEP === '1'
const listed = process.env.KIT_BENCH_BUNDLERS_MODULES ?? '6'
const work = reuse ?? mkdtempSync(join(tmpdir(), 'kit-bench-bundlers-'))
const exact = process.env.KIT_BENCH_BUNDLERS_BYTES === '1'
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB${exact ? ` (${bytes} B)` : ''}`
const budget = { js: 25 * 1024, css: 2 * 1024 }

try {
  const started = Date.now()
  const app = reuse ? join(work, 'app') : packProject(work)
  const packed = Date.now()
  const results = []
  const bundlers = [
    ['Vite', buildVite],
    ['esbuild', buildEsbuild],
    ['webpack 5', buildWebpack],
  ]
  for (const [name, buildWith] of bundlers) {
    const at = Date.now()
    results.push({ name, pages: await buildWith(app), ms: Date.now() - at })
  }

  console.log(
    `First paint by bundler (packed tarballs, gzip -9; packed and installed in ${((packed - started) / 1000).toFixed(0)} s)`,
  )
  const header = ['bundler', 'minimal JS', 'React-only JS', 'JS added', 'CSS', 'build']
  const rows = results.map(({ name, pages, ms }) => {
    const added = pages.minimal.jsGzip - pages['react-only'].jsGzip
    const css = pages.minimal.cssGzip - pages['react-only'].cssGzip
    return [
      name,
      kib(pages.minimal.jsGzip),
      kib(pages['react-only'].jsGzip),
      `${kib(added)}${added > budget.js ? ' (over)' : ''}`,
      `${kib(css)}${css > budget.css ? ' (over)' : ''}`,
      `${(ms / 1000).toFixed(1)} s`,
    ]
  })
  const table = (titles, cells) => {
    const widths = titles.map((title, i) =>
      Math.max(title.length, ...cells.map((r) => r[i].length)),
    )
    const line = (row) => `  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`
    console.log(line(titles))
    for (const row of cells) console.log(line(row))
  }
  table(header, rows)
  console.log(
    `  budgets: JS added ≤ ${kib(budget.js)}, CSS ≤ ${kib(budget.css)} under each bundler`,
  )

  for (const { name, pages } of results) {
    const kit = [...pages.minimal.modules]
      .filter(([id]) => /@kit[\\/]/.test(id))
      .sort((a, b) => b[1] - a[1])
    const shown = listed === 'all' ? kit : kit.slice(0, Number(listed))
    const total = kit.reduce((sum, [, bytes]) => sum + bytes, 0)
    console.log(
      `  ${name}: ${kit.length} Kit modules before first paint (${kib(total)} minified), ${pages.minimal.js.length} JS and ${pages.minimal.css.length} CSS files`,
    )
    for (const [id, bytes] of shown) console.log(`    ${shortModuleName(id).padEnd(64)} ${bytes} B`)
  }

  const chains = [
    ['solana', 'Solana'],
    ['bitcoin', 'Bitcoin'],
  ]
  const chainRows = []
  // An app kept by an older run may lack the chains' pages.
  const hasChainPages = chains.every(([page]) => existsSync(join(app, 'src', `${page}.tsx`)))
  for (const [name, buildWith] of hasChainPages ? bundlers : []) {
    const at = Date.now()
    const row = [name]
    for (const [page] of chains) {
      const out = `dist-${name.split(' ')[0].toLowerCase()}-${page}`
      const pages = await buildWith(app, { pages: [page, 'react-only'], out })
      const added = pages[page].jsGzip - pages['react-only'].jsGzip
      row.push(`${kib(added)}${added > budget.js ? ' (over)' : ''}`)
    }
    chainRows.push([...row, `${((Date.now() - at) / 1000).toFixed(1)} s`])
  }
  console.log(
    'Solana-only and Bitcoin-only pages by bundler (each built alone, JS added over React-only)',
  )
  if (hasChainPages) {
    table(['bundler', ...chains.map(([, title]) => `${title} JS added`), 'builds'], chainRows)
    console.log(`  budget: JS added ≤ ${kib(budget.js)} under each bundler`)
  } else console.log(`  (no such pages in ${app}: pack it again, without REUSE)`)
} catch (error) {
  console.error(`[bundlers] FAILED: ${error.stack ?? error.message}`)
  process.exitCode = 1
} finally {
  if (keep) console.log(`  kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
