// Prints the budget figures of DESIGN.md for the minimal page against a React-only page, and the
// first-paint JS and lazy chunks of a Solana-only and a Bitcoin-only page.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromiumArgs } from '@kit/devnet/node'
import { chromium } from 'playwright-core'
import { machineCodeByScript } from './baselineCode.mjs'
import { clickToNextPaint, underThreshold } from './clickToNextPaint.mjs'
import { installedPackages } from './installedPackages.mjs'
import { keystrokes, measureSearch } from './measureSearch.mjs'
import { startCatalogue } from './routeCatalogue.mjs'
import { serveStatic } from './serveStatic.mjs'

const here = dirname(fileURLToPath(import.meta.url))
// `DIST` measures another build of the same pages (for example an older commit's, to compare).
const dist = process.env.DIST ?? join(here, '..', 'dist')
// The same pages built against React 18.3 (vite.react18.config.ts).
const distReact18 = process.env.DIST_REACT18 ?? join(here, '..', 'dist-react18')
const runs = Number(process.env.BENCH_RUNS ?? 21)
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const gzipOf = (file, dir = dist) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length

/** gzip -9 of a package's own code, minified, with every import it makes left external. */
async function ownBundleGzip(name) {
  const { build } = await import('esbuild')
  const { outputFiles } = await build({
    stdin: { contents: `export * from '${name}'`, resolveDir: join(here, '..') },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    plugins: [
      {
        name: 'external-others',
        setup(plugin) {
          plugin.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path === name ? undefined : { path: args.path, external: true },
          )
        },
      },
    ],
  })
  return gzipSync(outputFiles[0].contents, { level: 9 }).length
}

/** JS a page loads before first paint: its module script and the modules it preloads. */
function firstPaintJs(html, dir = dist) {
  const source = readFileSync(join(dir, html), 'utf8')
  const referenced = [...source.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  )
  const sum = (list) => list.reduce((total, file) => total + gzipOf(file, dir), 0)
  const files = referenced.filter((file) => file.endsWith('.js'))
  const css = referenced.filter((file) => file.endsWith('.css'))
  return { files, referenced, gzip: sum(files), cssGzip: sum(css) }
}

const chainPages = [
  {
    name: 'Solana',
    page: 'solana',
    adapter: '@kit/adapter-solana',
    setup: 'createSolanaAdapter; solana, solanaDevnet, solanaTestnet',
    dir: process.env.DIST_SOLANA ?? join(here, '..', 'dist-chains', 'solana'),
    // Chunks named after a library's file rather than the library.
    libraries: { 'index.browser.esm': '@solana/web3.js' },
  },
  {
    name: 'Bitcoin',
    page: 'bitcoin',
    adapter: '@kit/adapter-bitcoin',
    setup: 'createBitcoinAdapter; bitcoin',
    dir: process.env.DIST_BITCOIN ?? join(here, '..', 'dist-chains', 'bitcoin'),
    libraries: {},
  },
]

/**
 * The JS a chain's page adds before first paint over the React-only page of its build, and its
 * adapter's lazy chunks, read from the build's manifest: every chunk its code loads on first use
 * (through its dynamic imports, and theirs), but the ones loaded before first paint and the ones
 * the modal and Kit's own lazy actions load too; the ones it shares with the WalletConnect SDK
 * (loaded only on pairing) are marked. Each load point is listed with what it loads.
 */
function printChainPage({ name, page, adapter, setup, dir, libraries }) {
  console.log(`${name}-only page (${setup}; built alone beside the React-only page)`)
  const manifestPath = join(dir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) {
    console.log(`  (no build in ${dir}: run vite build -c vite.chain.config.ts --mode ${page})`)
    return
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const chainPage = firstPaintJs(`${page}.html`, dir)
  const baseline = firstPaintJs('react-only.html', dir)
  const added = chainPage.gzip - baseline.gzip
  console.log(`  ${`${name} page first-paint JS:`.padEnd(32)}${kib(chainPage.gzip)}`)
  console.log(
    `  JS added before first paint:    ${kib(added)}   (budget 25 KiB)${added > 25 * 1024 ? ' (over)' : ''}`,
  )
  const eagerFiles = new Set(chainPage.files)
  /** A chunk and what it imports statically, but the chunks already loaded at first paint. */
  const staticClosure = (key) => {
    const keys = new Set([key])
    for (const next of keys) for (const imported of manifest[next].imports ?? []) keys.add(imported)
    return [...keys].filter((k) => !eagerFiles.has(manifest[k].file))
  }
  /** `roots`, and the chunks they import dynamically, and theirs, each once. */
  const loadPoints = (roots) => {
    const points = new Set(roots)
    for (const point of points)
      for (const key of staticClosure(point))
        for (const imported of manifest[key].dynamicImports ?? []) points.add(imported)
    return [...points]
  }
  const entry = manifest[`${page}.html`]
  const isKitsOwn = (key) => /packages\/(?:core|react)\//.test(key)
  const [adapterRoots, kitRoots] = [false, true].map((own) =>
    (entry.dynamicImports ?? []).filter((key) => isKitsOwn(key) === own),
  )
  const sharedWithKit = new Set(kitRoots.flatMap(staticClosure))
  const sharedWithWalletConnect = new Set(loadPoints(kitRoots).flatMap(staticClosure))
  const points = loadPoints(adapterRoots).filter((key) => !sharedWithKit.has(key))
  const adapterKeys = new Set(
    points.flatMap(staticClosure).filter((key) => !sharedWithKit.has(key)),
  )
  const sizeOf = (key) => gzipOf(manifest[key].file, dir)
  const fileOf = (key) => manifest[key].file.replace(/^assets\//, '')
  const libraryOf = (key) =>
    Object.entries(libraries).find(([chunkName]) => fileOf(key).startsWith(`${chunkName}-`))?.[1]
  const chunks = [...adapterKeys]
    .map((key) => {
      const notes = [libraryOf(key), sharedWithWalletConnect.has(key) && 'also WalletConnect’s']
      const note = notes.filter(Boolean).join(', ')
      return { file: fileOf(key), gzip: sizeOf(key), note: note && ` (${note})` }
    })
    .sort((a, b) => b.gzip - a.gzip)
  console.log(
    `  ${adapter} lazy chunks: ${chunks.length}, ${kib(chunks.reduce((s, c) => s + c.gzip, 0))} in all`,
  )
  for (const chunk of chunks)
    console.log(`    ${chunk.file.padEnd(40)} ${kib(chunk.gzip)}${chunk.note}`)
  console.log('  loaded on first use, with the chunks it imports:')
  for (const point of points) {
    const keys = staticClosure(point).filter((key) => adapterKeys.has(key))
    const label =
      libraryOf(point) ??
      (manifest[point].src ?? fileOf(point))
        .replace(/^.*node_modules\//, '')
        .replace(/^.*\/dist\/esm\//, '')
    const files = `${keys.length} file${keys.length === 1 ? '' : 's'}`
    console.log(
      `    ${label.padEnd(40)} ${kib(keys.reduce((s, key) => s + sizeOf(key), 0))} (${files})`,
    )
  }
}

const minimal = firstPaintJs('minimal.html')
const reactOnly = firstPaintJs('react-only.html')
// The catalogue page's own entry is bench scaffolding, not a chunk of the kit.
const catalogueEntry = firstPaintJs('catalogue.html')
const wagmiPage = firstPaintJs('wagmi.html')
const wagmiOnly = firstPaintJs('wagmi-only.html')
// The plain list page is bench scaffolding too: a React list without the kit.
const plainListPage = firstPaintJs('react-list.html')
const eager = new Set([
  ...minimal.referenced,
  ...reactOnly.referenced,
  ...catalogueEntry.referenced,
  ...wagmiPage.referenced,
  ...wagmiOnly.referenced,
  ...plainListPage.referenced,
])
const lazy = readdirSync(join(dist, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file) && !eager.has(`assets/${file}`))
  .map((file) => ({ file, gzip: gzipOf(`assets/${file}`) }))
  .sort((a, b) => b.gzip - a.gzip)

console.log('Bundle (production build, gzip -9)')
console.log(`  minimal page first-paint JS:    ${kib(minimal.gzip)}`)
console.log(`  React-only page first-paint JS: ${kib(reactOnly.gzip)}`)
console.log(
  `  JS added before first paint:    ${kib(minimal.gzip - reactOnly.gzip)}   (budget 25 KiB)`,
)
console.log(
  `  CSS added before first paint:   ${kib(minimal.cssGzip - reactOnly.cssGzip)}   (budget 2 KiB)`,
)
// An app built on wagmi (AppKit's default setup) already pays for wagmi, viem and React Query:
// Kit's cost there is the wagmi page over the same app without Kit. The adapter's own code is
// @kit/adapter-wagmi bundled alone, every other package left out.
const wagmiAdapterOwn = await ownBundleGzip('@kit/adapter-wagmi')
console.log('  wagmi app (WagmiProvider, React Query, useAccount; 4 chains):')
console.log(`    without Kit, JS over React-only:        ${kib(wagmiOnly.gzip - reactOnly.gzip)}`)
console.log(
  `    Kit in it (WagmiAdapter, the button):   ${kib(wagmiPage.gzip - wagmiOnly.gzip)} more`,
)
console.log(`    @kit/adapter-wagmi's own code:          ${kib(wagmiAdapterOwn)} (in that figure)`)
console.log(`  lazy chunks: ${lazy.length}, ${kib(lazy.reduce((s, c) => s + c.gzip, 0))} in all`)
for (const chunk of lazy) console.log(`    ${chunk.file.padEnd(40)} ${kib(chunk.gzip)}`)
// One chunk per language the modal speaks (English ships with the modal itself).
const languageChunks = lazy.filter((chunk) =>
  /^[a-z]{2}(?:-[A-Z]{2})?-[\w-]+\.js$/.test(chunk.file),
)
if (languageChunks.length > 0) {
  const sizes = languageChunks.map((chunk) => chunk.gzip)
  console.log(
    `  language chunks: ${languageChunks.length}, ${kib(Math.min(...sizes))} to ${kib(Math.max(...sizes))} each (one loads, when chosen)`,
  )
}
// The WalletConnect SDK loads only when a visitor pairs or a stored pairing is restored.
const walletConnectChunks = lazy.filter((chunk) => /WalletConnect/.test(chunk.file))
console.log(
  `  WalletConnect (SDK and glue, loaded on first pairing): ${walletConnectChunks.length} files, ${kib(
    walletConnectChunks.reduce((s, c) => s + c.gzip, 0),
  )}`,
)

// A Solana-only and a Bitcoin-only app: each chain's page built alone beside the React-only page
// (vite.chain.config.ts), so that neither changes the chunks of the pages above.
for (const chain of chainPages) printChainPage(chain)

const server = await serveStatic(dist)
const serverReact18 = existsSync(distReact18) ? await serveStatic(distReact18) : undefined
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumArgs],
})
const fakeWallet = readFileSync(join(here, 'fakeWallet.js'), 'utf8')
const catalogue = await startCatalogue()

async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize
}

/** A page in a context of its own: only the local servers reachable, the catalogue's routes and
 * the injected test wallet in place. */
async function newBenchPage(using) {
  const context = await using.newContext()
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  )
  await catalogue.route(context)
  await context.addInitScript(fakeWallet)
  return { context, page: await context.newPage() }
}

/** A wallet row from the catalogue, not only the WalletConnect and injected ones (they come first). */
const catalogueRow = '[data-testid="kit-wallet-row"][data-wallet-id]'
/** The plain React list of react-list.html. */
const plainList = '[data-plain-list]'

/**
 * Waits until `selector` matches an element, with a plain evaluate: Playwright's selector engine
 * would add its own ~1 MiB of script to the page's heap and spoil the memory figure.
 */
async function waitForElement(page, selector) {
  await page.evaluate(
    (selector) =>
      new Promise((resolve) => {
        const poll = () => (document.querySelector(selector) ? resolve() : setTimeout(poll, 20))
        poll()
      }),
    selector,
  )
}

/**
 * Waits until `ready` matches an element, the network is quiet and the page has had an idle
 * period since. On the minimal page, `catalogueRow`: the modal's code is prefetched and
 * pre-rendered (hidden) once the page is idle, its catalogue rows drawn too; on a CPU slowed 4×,
 * the rows can land well after the network is quiet, and a click then also paid for drawing them.
 */
async function waitUntilIdle(page, ready) {
  await waitForElement(page, ready)
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
  )
  await page.waitForTimeout(100)
}

/**
 * One fresh page load, then a click on the connect button: once the page is idle (the modal
 * prefetched, its catalogue fetched), or at a fixed time after navigation (`clickAt`, ms), which
 * also counts any wait for the modal's code. `cpuSlowdown` throttles the page's CPU that many
 * times from before navigation on (Chrome DevTools' CPU throttling, as for a mid-range phone).
 * `serverUrl` serves the build to open (React 19's by default).
 */
async function openOnce({
  clickAt,
  cpuSlowdown = 1,
  serverUrl = server.url,
  using = browser,
  inspect,
} = {}) {
  const { context, page } = await newBenchPage(using)
  if (cpuSlowdown !== 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  }
  await page.goto(`${serverUrl}/minimal.html`)
  if (clickAt === undefined) await waitUntilIdle(page, catalogueRow)
  else {
    await page.evaluate(
      (at) =>
        new Promise((resolve) => {
          const poll = () =>
            performance.now() >= at && document.querySelector('appkit-button button')
              ? resolve()
              : setTimeout(poll, 5)
          poll()
        }),
      clickAt,
    )
  }
  const elapsed = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = document.querySelector('appkit-button button')
        const start = performance.now()
        // Ends as the frame that draws the list begins: the paint that frame still does, and any
        // layout nothing forced before it, are not in the figure.
        const done = () => requestAnimationFrame(() => resolve(performance.now() - start))
        // The closed modal is pre-rendered hidden, so "in the DOM" is not enough: wait until
        // the first wallet row is rendered visible.
        const observer = new MutationObserver(() => {
          const row = document.querySelector(
            '[data-testid="kit-wallet-list"] [data-testid="kit-wallet-row"]',
          )
          if (row?.checkVisibility({ visibilityProperty: true })) {
            observer.disconnect()
            done()
          }
        })
        observer.observe(document.body, { childList: true, subtree: true, attributes: true })
        button.click()
      }),
  )
  const heap = await heapAfterGc(page)
  const inspected = await inspect?.(page)
  await context.close()
  return { elapsed, heap, inspected }
}

const samples = []
for (let i = 0; i < runs; i++) samples.push(await openOnce())
const early = []
for (let i = 0; i < runs; i++) early.push((await openOnce({ clickAt: 1000 })).elapsed)
const throttled = []
for (let i = 0; i < runs; i++) throttled.push((await openOnce({ cpuSlowdown: 4 })).elapsed)
const react18 = { idle: [], throttled: [] }
if (serverReact18) {
  for (let i = 0; i < runs; i++)
    react18.idle.push((await openOnce({ serverUrl: serverReact18.url })).elapsed)
  for (let i = 0; i < runs; i++)
    react18.throttled.push(
      (await openOnce({ serverUrl: serverReact18.url, cpuSlowdown: 4 })).elapsed,
    )
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * The React-only page measured in the state the minimal page is: the same context (routes, the
 * injected wallet), the same waits and a click on its button, all through the same Playwright
 * calls. `page.evaluate` installs Playwright's own script in the page (~55 KiB of its heap),
 * which a baseline loaded without those calls would count as the kit's. `withPlainList` loads its
 * variant whose button shows a plain React list (react-list.html), drawn hidden before the click.
 */
async function baselineOnce({ using = browser, inspect, withPlainList = false } = {}) {
  const { context, page } = await newBenchPage(using)
  await page.goto(`${server.url}/${withPlainList ? 'react-list' : 'react-only'}.html`)
  await waitForElement(page, withPlainList ? plainList : 'button')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(100)
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = document.querySelector('button')
        const start = performance.now()
        const observer = new MutationObserver(() => {})
        observer.observe(document.body, { childList: true, subtree: true, attributes: true })
        button.click()
        requestAnimationFrame(() => {
          observer.disconnect()
          resolve(performance.now() - start)
        })
      }),
  )
  const heap = await heapAfterGc(page)
  const inspected = await inspect?.(page)
  await context.close()
  return { heap, inspected }
}
const baselineSamples = []
for (let i = 0; i < runs; i++) baselineSamples.push((await baselineOnce()).heap)
const baselineHeap = median(baselineSamples)

// For scale: React DOM alone drawing a view the size of the modal's, with no kit. Its compiled
// code and data are what any React UI of that size costs, on top of the one-button page.
const countElements = (selector) => (page) =>
  page.evaluate((selector) => document.querySelectorAll(selector).length, selector)
const plainListRuns = Math.min(runs, 11)
const plainListSamples = []
for (let i = 0; i < plainListRuns; i++)
  plainListSamples.push(
    await baselineOnce({
      withPlainList: true,
      inspect: countElements(`${plainList}, ${plainList} *`),
    }),
  )
const plainListHeap = median(plainListSamples.map((s) => s.heap))
const modalElements = (await openOnce({ inspect: countElements('[data-kit-modal-root] *') }))
  .inspected

/** One fresh load of `html`, idle once `ready` is drawn, then a visitor's click on `selector`. */
async function paintOnce({ html, ready, selector }) {
  const { context, page } = await newBenchPage(browser)
  await page.goto(`${server.url}/${html}`)
  await waitUntilIdle(page, ready)
  const duration = await clickToNextPaint(page, selector)
  await context.close()
  return duration
}
const paintRuns = Math.min(runs, 11)
const clickToPaint = { kit: [], plainList: [] }
for (let i = 0; i < paintRuns; i++) {
  clickToPaint.kit.push(
    await paintOnce({
      html: 'minimal.html',
      ready: catalogueRow,
      selector: 'appkit-button button',
    }),
  )
  clickToPaint.plainList.push(
    await paintOnce({ html: 'react-list.html', ready: plainList, selector: 'button' }),
  )
}
/** "32 ms ×7, 40 ms ×4": each duration the API gave, and how often. */
const tally = (durations) =>
  [...new Set(durations)]
    .sort((a, b) => a - b)
    .map((ms) => {
      const label = ms === underThreshold ? 'under 16 ms' : `${ms} ms`
      return `${label} ×${durations.filter((d) => d === ms).length}`
    })
    .join(', ')

// Timings move with the machine: the same commit measured 6.1 ms and 11.9 ms on two of them.
console.log(
  `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores; Chromium ${browser.version()}`,
)
console.log(
  `Open latency (${runs} fresh page loads, modal prefetched when idle, catalogue reached)`,
)
console.log(
  `  click → wallet list drawn, median: ${median(samples.map((s) => s.elapsed)).toFixed(1)} ms   (budget 16 ms)`,
)
console.log(
  `  min ${Math.min(...samples.map((s) => s.elapsed)).toFixed(1)} ms, max ${Math.max(...samples.map((s) => s.elapsed)).toFixed(1)} ms`,
)
console.log(
  `  clicked 1 s after navigation (a visitor who does not wait for idle), median: ${median(early).toFixed(1)} ms, max ${Math.max(...early).toFixed(1)} ms`,
)
console.log(
  `  CPU throttled 4×, click → wallet list drawn, median: ${median(throttled).toFixed(1)} ms   (budget 50 ms), max ${Math.max(...throttled).toFixed(1)} ms`,
)
if (serverReact18) {
  console.log('  the same page on React 18.3:')
  console.log(
    `    click → wallet list drawn, median: ${median(react18.idle).toFixed(1)} ms   (budget 16 ms), max ${Math.max(...react18.idle).toFixed(1)} ms`,
  )
  console.log(
    `    CPU throttled 4×, median: ${median(react18.throttled).toFixed(1)} ms   (budget 50 ms), max ${Math.max(...react18.throttled).toFixed(1)} ms`,
  )
} else {
  console.log(`  (no React 18 build in ${distReact18}: run vite build -c vite.react18.config.ts)`)
}
console.log(
  `  click → next paint presented, a visitor's click (Event Timing, 8 ms steps; the frame's paint and presentation in it), ${paintRuns} loads each:`,
)
console.log(`    minimal page: median ${median(clickToPaint.kit)} ms (${tally(clickToPaint.kit)})`)
console.log(
  `    React-only page showing a plain React list of the modal's size (no kit), the same way: median ${median(clickToPaint.plainList)} ms (${tally(clickToPaint.plainList)})`,
)
console.log('Memory (after GC; the catalogue reached, from the local catalogue service)')
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(2)} MiB`
const openHeap = median(samples.map((s) => s.heap))
console.log(`  JS heap, minimal page with the modal open: ${mib(openHeap)}`)
console.log(`  JS heap, React-only page, same steps:      ${mib(baselineHeap)}`)
console.log(
  `  added by Kit:                              ${mib(openHeap - baselineHeap)}   (budget 1 MiB)`,
)
const plainListElements = median(plainListSamples.map((s) => s.inspected))
console.log(
  `  for scale, the React-only page showing a plain React list on click instead (no kit; ${plainListElements} elements, the open modal has ${modalElements}; ${plainListRuns} loads):`,
)
console.log(
  `    added over the React-only page: ${mib(plainListHeap - baselineHeap)}, React DOM's own code and data for a view of that size`,
)

// Where part of it goes: V8 keeps baseline machine code (Sparkplug) for every function that has
// run a few times. One heap snapshot of each page, the code summed by the script it came from;
// then the figure above again with that compiler off (fewer loads: the heap varies little).
const inspectCode = async (page) => {
  const cdp = await page.context().newCDPSession(page)
  const code = await machineCodeByScript(cdp)
  await cdp.detach()
  return code
}
const minimalCode = (await openOnce({ inspect: inspectCode })).inspected
const reactOnlyCode = (await baselineOnce({ inspect: inspectCode })).inspected
const codeIn = (code, keep) =>
  [...code.byScript].reduce((sum, [script, bytes]) => (keep(script) ? sum + bytes : sum), 0)
const reactsScript = (script) => script !== '' && reactOnlyCode.byScript.has(script)
const kibOf = (bytes) => kib(bytes).padStart(9)
console.log("  machine code of V8's baseline compiler in the heap (one load each):")
console.log(
  `    in the scripts the React-only page also runs (React DOM): ${kibOf(codeIn(minimalCode, reactsScript))}   React-only page: ${kib(codeIn(reactOnlyCode, reactsScript))}`,
)
console.log(
  `    in the kit's own scripts:                                 ${kibOf(codeIn(minimalCode, (script) => script !== '' && !reactsScript(script)))}`,
)
console.log(
  `    not tied to a script (stubs, handlers):                   ${kibOf(codeIn(minimalCode, (script) => script === ''))}   React-only page: ${kib(codeIn(reactOnlyCode, (script) => script === ''))}`,
)
const noBaselineCompiler = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumArgs, '--js-flags=--no-sparkplug'],
})
const heapRuns = Math.min(runs, 7)
const plainOpen = []
const plainBaseline = []
for (let i = 0; i < heapRuns; i++) {
  plainOpen.push((await openOnce({ using: noBaselineCompiler })).heap)
  plainBaseline.push((await baselineOnce({ using: noBaselineCompiler })).heap)
}
await noBaselineCompiler.close()
console.log(
  `  added by Kit with the baseline compiler off (--js-flags=--no-sparkplug, ${heapRuns} loads): ${mib(median(plainOpen) - median(plainBaseline))}`,
)
// The same typing several times: one pass's slowest keystroke moves with the machine (the same
// build's ranged from 11 to 21 ms), a keystroke that is slow in every pass does not.
const searchPasses = 3
const measureSearchOnce = (images) =>
  measureSearch({ browser, serverUrl: server.url, catalogueUrl: catalogue.url, images })
const rasterPasses = []
for (let i = 0; i < searchPasses; i++) rasterPasses.push(await measureSearchOnce('raster'))
const svgSearch = await measureSearchOnce('svg')
const { loaded, total } = rasterPasses[0]
const allRaster = rasterPasses.flatMap((pass) => pass.timings)
console.log(
  `Catalogue search (${loaded} of ${total} entries loaded, ${keystrokes.length} keys typed, ${searchPasses} passes)`,
)
console.log(
  `  keystroke → results drawn, wallet images as PNG files (the hosted catalogue's kind):`,
)
const slowest = keystrokes
  .map((key, at) => {
    const samples = rasterPasses.flatMap((pass) => pass.byKeystroke[at] ?? [])
    return { key, at, samples, typical: samples.length > 0 ? median(samples) : 0 }
  })
  .reduce((worst, keystroke) => (keystroke.typical > worst.typical ? keystroke : worst))
console.log(
  `    slowest keystroke, its median over the passes: ${slowest.typical.toFixed(1)} ms (keystroke ${slowest.at + 1}, ${slowest.key}: ${slowest.samples.map((t) => t.toFixed(1)).join(', ')} ms)   (budget 16 ms)`,
)
console.log(
  `    every keystroke of every pass: median ${median(allRaster).toFixed(1)} ms, max ${Math.max(...allRaster).toFixed(1)} ms; each pass's max: ${rasterPasses.map((pass) => Math.max(...pass.timings).toFixed(1)).join(', ')} ms`,
)
console.log(
  `  the same with the local catalogue's SVG badges (each parsed on the main thread), one pass:`,
)
console.log(
  `    median ${median(svgSearch.timings).toFixed(1)} ms, max ${Math.max(...svgSearch.timings).toFixed(1)} ms`,
)
await browser.close()
await server.close()
await catalogue.stop()
await serverReact18?.close()

const installed = installedPackages({ packages: ['@kit/react', '@kit/adapter-evm'] })
console.log(
  `npm packages @kit/react + @kit/adapter-evm bring besides React: ${installed.names.length}   (budget 150)`,
)
console.log(`  ${installed.names.join(', ')}`)
console.log(
  `  optional peers, installed only by an app that has them: ${installed.leftOut.join(', ')}`,
)
