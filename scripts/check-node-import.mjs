// Imports every published entry of every published package in plain Node, with no bundler, the
// way a dapp's own unit tests or an SSR server load them. Run after the build. Exits 1 on any
// entry that fails to load and names it, and if the built `readNodeEnv` does not read the runtime's
// `NODE_ENV`.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { dappPackages } from './kitPackages.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** `@kit/<package>` and `@kit/<package>/<subpath>` for each entry of its `exports`. */
export function publishedEntries(packageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
  return Object.keys(manifest.exports)
    .filter((subpath) => !subpath.endsWith('.json') && !subpath.includes('*'))
    .map((subpath) => (subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`))
}

/** Runs `code` as an ES module in a fresh `node` inside a package (self-reference); its stdout. */
function evalInPackage({ cwd, code, env = process.env }) {
  return execFileSync(process.execPath, ['--input-type=module', '--eval', code], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  })
}

/** Loads each entry in a fresh `node` inside its package (self-reference); the failures. */
export function checkNodeImports(packages = dappPackages) {
  const failures = []
  for (const name of packages) {
    const cwd = join(root, 'packages', name)
    for (const entry of publishedEntries(cwd)) {
      try {
        evalInPackage({ cwd, code: `await import(${JSON.stringify(entry)})` })
        console.log(`ok    ${entry}`)
      } catch (error) {
        const stderr = String(error.stderr ?? error.message)
        const reason =
          stderr.split('\n').find((line) => /^\w*Error\b/.test(line)) ??
          stderr.split('\n').find((line) => /ERR_/.test(line)) ??
          stderr
        console.log(`FAIL  ${entry}: ${reason.trim()}`)
        failures.push({ entry, reason: reason.trim() })
      }
    }
  }
  return failures
}

/**
 * The built `readNodeEnv` reads the runtime's `process.env.NODE_ENV`: a library build that wrote
 * its own mode in (esbuild does for the browser platform) would decide development for every app.
 */
export function checkNodeEnvKept() {
  const entry = '@kit/core/modules/utils/isDevelopment'
  const failures = []
  for (const mode of ['production', 'development']) {
    const read = evalInPackage({
      cwd: join(root, 'packages', 'core'),
      code: `const { readNodeEnv } = await import(${JSON.stringify(entry)}); process.stdout.write(String(readNodeEnv()))`,
      env: { ...process.env, NODE_ENV: mode },
    })
    if (read === mode) console.log(`ok    ${entry}: NODE_ENV=${mode} read as ${read}`)
    else {
      console.log(`FAIL  ${entry}: NODE_ENV=${mode} read as ${read}`)
      failures.push({ entry, reason: `NODE_ENV=${mode} read as ${read}` })
    }
  }
  return failures
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = [...checkNodeImports(), ...checkNodeEnvKept()]
  if (failures.length > 0) {
    console.error(`${failures.length} published entries fail in plain Node`)
    process.exit(1)
  }
}
