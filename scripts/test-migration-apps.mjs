// The AppKit 1.7 apps in apps/migration (wagmi, ethers, no adapter), moved to Kit by their
// importMap.json alone: packs the Kit packages, installs them with npm into a copy as a dapp would,
// type-checks each app (strict), builds each with Vite, then drives each in Chromium on the local
// stack (scripts/migration/drive*.mjs). Run after the build. The install is kept in the temp
// directory (kit-migration-apps-*), so the next run only replaces Kit's packages.
// `--apps=ethers,wagmi` picks apps; `--skip-install` keeps the last install (sources are copied
// again); `--chromium=<path>` (/usr/bin/chromium).
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { driveCoreApp } from './migration/driveCoreApp.mjs'
import { driveEthersApp } from './migration/driveEthersApp.mjs'
import { driveWagmiApp } from './migration/driveWagmiApp.mjs'
import { startStack } from './migration/startStack.mjs'
import { writeTsImportMap } from './migration/writeTsImportMap.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const source = join(root, 'apps/migration')
const allApps = ['ethers', 'wagmi', 'core']
const { values: flags } = parseArgs({
  options: {
    apps: { type: 'string' },
    'skip-install': { type: 'boolean' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
})
const apps = flags.apps?.split(',') ?? allApps
const published = ['core', 'react', 'adapter-evm', 'blockchain-api', 'adapter-wagmi'].filter(
  (name) => existsSync(join(root, 'packages', name, 'package.json')),
)
// Outside the repository, so nothing resolves from the workspace's node_modules by walking up.
const work = join(
  tmpdir(),
  `kit-migration-apps-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
)
const copy = join(work, 'migration')
const npmCache = join(root, 'node_modules/.cache/kit-migration-npm')
const bin = (name) => join(root, 'node_modules/.bin', name)
const started = Date.now()
const log = (message) =>
  console.log(`[migration ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`)

function run(command, args, cwd, { quiet = false, env = process.env } = {}) {
  execFileSync(command, args, {
    cwd,
    env,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  })
}

/** `pnpm pack`s each published package; their tarballs as `file:` specifiers by package name. */
function packPublished(dir) {
  mkdirSync(dir, { recursive: true })
  const tarballs = {}
  for (const name of published) {
    const before = new Set(readdirSync(dir))
    run('pnpm', ['pack', '--pack-destination', dir], join(root, 'packages', name), { quiet: true })
    const tarball = readdirSync(dir).find((file) => !before.has(file))
    tarballs[`@kit/${name}`] = `file:${join(dir, tarball)}`
  }
  return tarballs
}

/** The apps and their configuration (without the workspace's manifest), replacing the last ones. */
function copySources() {
  mkdirSync(copy, { recursive: true })
  for (const entry of readdirSync(copy))
    if (!['node_modules', 'package-lock.json'].includes(entry))
      rmSync(join(copy, entry), { recursive: true, force: true })
  cpSync(source, copy, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist|package\.json)$/.test(path),
  })
}

/** Drops Kit's packages from the last install's lockfile (their tarballs changed). */
function forgetLockedKit(lockfile) {
  if (!existsSync(lockfile)) return
  const lock = JSON.parse(readFileSync(lockfile, 'utf8'))
  for (const key of Object.keys(lock.packages ?? {}))
    if (key.startsWith('node_modules/@kit/')) delete lock.packages[key]
  writeFileSync(lockfile, JSON.stringify(lock, null, 2))
}

function install() {
  log(`packing ${published.map((name) => `@kit/${name}`).join(', ')}`)
  rmSync(join(work, 'tarballs'), { recursive: true, force: true })
  const tarballs = packPublished(join(work, 'tarballs'))
  copySources()
  // Kit's packages are extracted afresh from the new tarballs; the rest of the last install stays.
  rmSync(join(copy, 'node_modules/@kit'), { recursive: true, force: true })
  forgetLockedKit(join(copy, 'package-lock.json'))
  const manifest = JSON.parse(readFileSync(join(source, 'package.template.json'), 'utf8'))
  manifest.dependencies = { ...manifest.dependencies, ...tarballs }
  manifest.overrides = Object.fromEntries(Object.keys(tarballs).map((name) => [name, `$${name}`]))
  writeFileSync(join(copy, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  log('npm install')
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      '--cache',
      npmCache,
    ],
    copy,
  )
}

/**
 * `tsc --noEmit` (strict) on one app, with the TypeScript the apps install (an AppKit 1.7 app's,
 * not the one Kit builds with); resolves with its error lines, none when it compiles.
 */
function typeCheck(app) {
  return new Promise((resolve) => {
    const child = spawn(
      join(copy, 'node_modules/.bin/tsc'),
      ['-p', join(copy, app), '--pretty', 'false'],
      { cwd: copy },
    )
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', () => resolve(output.split('\n').filter((line) => line.includes('error'))))
  })
}

function build(app, env) {
  run(bin('vite'), ['build', app, '--config', join(copy, 'vite.config.mjs')], copy, {
    env: { ...process.env, ...env, NO_COLOR: '1' },
  })
}

const failures = []
let stack
try {
  if (flags['skip-install']) copySources()
  else install()
  const unmapped = writeTsImportMap(copy)
  if (unmapped.length > 0) log(`not installed, left unmapped: ${unmapped.join(', ')}`)
  // The stack starts while the apps are type-checked side by side.
  log('starting the local stack; tsc --noEmit on each app')
  const starting = startStack(root)
  const checks = await Promise.all(apps.map(typeCheck))
  stack = await starting
  apps.forEach((app, index) => {
    const errors = checks[index]
    if (errors.length === 0) log(`${app}: tsc --noEmit (strict) passes`)
    else failures.push(`${app} does not type-check:\n    ${errors.join('\n    ')}`)
  })
  for (const app of apps) {
    try {
      build(app, stack.viteEnv)
      log(`${app}: vite build done`)
    } catch (error) {
      failures.push(`${app} does not build: ${error.message}`)
    }
  }
  const drivers = { ethers: driveEthersApp, wagmi: driveWagmiApp, core: driveCoreApp }
  for (const app of apps.filter((name) => drivers[name])) {
    if (!existsSync(join(copy, app, 'dist/index.html'))) continue
    log(`${app}: driving it in Chromium on the local stack`)
    try {
      await drivers[app]({
        root,
        install: copy,
        dist: join(copy, app, 'dist'),
        stack,
        chromiumPath: flags.chromium,
        log: (message) => log(`${app}: ${message}`),
      })
      log(`${app}: every step passed`)
    } catch (error) {
      failures.push(`${app} in Chromium: ${error.message}`)
    }
  }
} catch (error) {
  failures.push(error.stack ?? String(error))
} finally {
  await stack?.stop()
}
if (failures.length > 0) {
  console.error(`[migration] FAILED:\n  ${failures.join('\n  ')}`)
  process.exitCode = 1
} else {
  log(`done: ${apps.join(', ')}`)
}
