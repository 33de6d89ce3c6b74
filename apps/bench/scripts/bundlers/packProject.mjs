// A throwaway app that installs the published Kit packages from their packed tarballs, as a
// dapp would get them, with the bench's pages (minimal, React-only, Solana-only, Bitcoin-only)
// copied in.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../../../../', import.meta.url))
const bench = join(repo, 'apps/bench')
const published = [
  'core',
  'react',
  'adapter-evm',
  'adapter-solana',
  'adapter-bitcoin',
  'blockchain-api',
]
// `KIT_BENCH_PACKAGES` packs built packages from another checkout (an older commit's, to compare).
const packages = process.env.KIT_BENCH_PACKAGES ?? join(repo, 'packages')
// npm's cache for the app's registry packages (React, valtio, the WalletConnect SDK).
const npmCache = join(repo, 'node_modules', '.cache', 'kit-bench-npm')

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] })
}

/** `pnpm pack`s each published package into `dir`; tarball paths by package name. */
function packPublished(dir) {
  mkdirSync(dir, { recursive: true })
  const tarballs = {}
  for (const name of published) {
    const before = new Set(readdirSync(dir))
    run('pnpm', ['pack', '--pack-destination', dir], join(packages, name))
    const tarball = readdirSync(dir).find((file) => !before.has(file))
    tarballs[`@kit/${name}`] = `file:${join(dir, tarball)}`
  }
  return tarballs
}

/**
 * Packs the packages into `work/tarballs` and installs them with npm, beside the React version
 * the bench uses, into `work/app`; the app's path. Its `src/` holds `minimal.tsx`,
 * `react-only.tsx`, `solana.tsx` and `bitcoin.tsx`, and its root the pages' HTML.
 */
export function packProject(work) {
  const tarballs = packPublished(join(work, 'tarballs'))
  const app = join(work, 'app')
  mkdirSync(join(app, 'src'), { recursive: true })
  const benchManifest = JSON.parse(readFileSync(join(bench, 'package.json'), 'utf8'))
  const manifest = {
    name: 'kit-bench-bundlers',
    version: '0.0.0',
    private: true,
    type: 'module',
    dependencies: {
      react: benchManifest.dependencies.react,
      'react-dom': benchManifest.dependencies['react-dom'],
      ...tarballs,
    },
    // The tarballs' own dependencies on each other resolve to the tarballs too.
    overrides: Object.fromEntries(Object.keys(tarballs).map((name) => [name, `$${name}`])),
  }
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  for (const page of ['minimal', 'react-only', 'solana', 'bitcoin']) {
    copyFileSync(join(bench, 'src', `${page}.tsx`), join(app, 'src', `${page}.tsx`))
    copyFileSync(join(bench, `${page}.html`), join(app, `${page}.html`))
  }
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
    app,
  )
  return app
}
