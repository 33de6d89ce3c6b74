// Builds apps/next-app (Next.js 15, app router, webpack) from the packed Kit packages as a dapp
// would install them, serves it with `next start`, checks the server-rendered HTML, then opens
// it in Chromium: it must hydrate without console warnings or errors and the modal must open.
// Run after the build. Works in a temp copy; npm's cache lives in node_modules/.cache.
// KIT_NEXT_APP_KEEP=1 keeps the built copy and prints its path; KIT_NEXT_APP_REUSE=<that path>
// serves and checks it again without packing, installing or building.
import { execFileSync, spawn } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const published = ['core', 'react', 'adapter-evm', 'blockchain-api']
const reuse = process.env.KIT_NEXT_APP_REUSE
const keep = Boolean(reuse) || process.env.KIT_NEXT_APP_KEEP === '1'
const work = reuse ?? mkdtempSync(join(tmpdir(), 'kit-next-app-'))
const app = join(work, 'app')
const npmCache = join(root, 'node_modules', '.cache', 'kit-next-app-npm')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '1' }
const started = Date.now()
const log = (message) =>
  console.log(`[next-app ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`)

function run(command, args, cwd, { quiet = false } = {}) {
  execFileSync(command, args, {
    cwd,
    env,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  })
}

/** `pnpm pack`s each published package into `dir`; their tarball paths by package name. */
function packPublished(dir) {
  mkdirSync(dir)
  const tarballs = {}
  for (const name of published) {
    const before = new Set(readdirSync(dir))
    run('pnpm', ['pack', '--pack-destination', dir], join(root, 'packages', name), { quiet: true })
    const tarball = readdirSync(dir).find((file) => !before.has(file))
    tarballs[`@kit/${name}`] = `file:${join(dir, tarball)}`
  }
  return tarballs
}

/** The app's manifest with the tarballs as dependencies, and as overrides for their own deps. */
function writeManifest(tarballs) {
  const manifest = JSON.parse(
    readFileSync(join(root, 'apps/next-app/package.template.json'), 'utf8'),
  )
  manifest.dependencies = { ...manifest.dependencies, ...tarballs }
  manifest.overrides = Object.fromEntries(Object.keys(tarballs).map((name) => [name, `$${name}`]))
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function waitForHtml(url, server) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) return await response.text()
    } catch {}
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`${url} did not answer within 60 s`)
}

/** Loads the page in Chromium; the console warnings and errors seen, after opening the modal. */
async function checkInBrowser(url) {
  const demo = createRequire(join(root, 'apps/demo/package.json'))
  const playwright = await import(demo.resolve('@playwright/test'))
  const { chromium } = playwright.default ?? playwright
  const { chromiumArgs } = await import(demo.resolve('@kit/devnet/node'))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs],
  })
  const problems = []
  try {
    const page = await browser.newPage()
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) {
        problems.push(`console.${message.type()}: ${message.text()}`)
      }
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('requestfailed', (request) =>
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
    )
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
    })
    // The hosted wallet catalogue is out of reach here: it answers with an empty page.
    await page.route('https://api.web3modal.org/getWallets?*', (route) =>
      route.fulfill({ json: { count: 0, data: [] } }),
    )
    await page.goto(url, { waitUntil: 'networkidle' })
    const button = page.locator('appkit-button button')
    await button.waitFor({ state: 'visible', timeout: 15_000 })
    await button.click()
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 15_000 })
    log(`modal open: dialog "${await page.getByRole('dialog').getAttribute('aria-labelledby')}"`)
  } finally {
    await browser.close()
  }
  return problems
}

/** Packs the packages, installs them with npm into a copy of the app and runs `next build`. */
function build() {
  log('packing the published packages')
  const tarballs = packPublished(join(work, 'tarballs'))
  cpSync(join(root, 'apps/next-app'), app, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|\.next)$/.test(path),
  })
  writeManifest(tarballs)
  log('npm install')
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--cache', npmCache], app)
  log('next build (webpack)')
  run(join(app, 'node_modules/.bin/next'), ['build'], app)
}

let server
try {
  if (!reuse) build()
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  log(`next start on ${url}`)
  server = spawn(
    join(app, 'node_modules/.bin/next'),
    ['start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: app,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const html = await waitForHtml(url, server)
  if (!/<appkit-button[\s>]/.test(html))
    throw new Error('the server-rendered page has no <appkit-button>')
  if (!/<link[^>]+rel="stylesheet"/.test(html))
    throw new Error('the server-rendered page links no style sheet')
  log('server-rendered HTML has <appkit-button> and a style sheet link')
  const problems = await checkInBrowser(url)
  if (problems.length > 0) throw new Error(`the page logged:\n  ${problems.join('\n  ')}`)
  log('hydrated with no console warning or error; the modal opens')
} catch (error) {
  console.error(`[next-app] FAILED: ${error.message}`)
  process.exitCode = 1
} finally {
  server?.kill('SIGTERM')
  if (keep) log(`kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
