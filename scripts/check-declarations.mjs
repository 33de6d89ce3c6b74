// Reads every published package's declarations (dist/types) with TypeScript 5.9, strict and with
// skipLibCheck off, as a dapp on TypeScript 5 reads them: the packages build with TypeScript 7,
// whose declaration output must stay readable by the compilers dapps use. Run after the build.
// Resolves other @kit packages through their `types` exports, as an installed copy would. Exits
// 1 on any error in a package's own declarations and prints it.
import { execFileSync } from 'node:child_process'
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tsc = join(root, 'node_modules/typescript-5/bin/tsc')
/** Package folder → the ambient types its declarations may use (`node` only where they run there). */
const packages = {
  core: [],
  react: [],
  'adapter-evm': [],
  'adapter-wagmi': [],
  'adapter-bitcoin': [],
  'adapter-solana': [],
  'blockchain-api': [],
  siwx: [],
  devnet: ['node'],
}

function declarationFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The error lines tsc prints for one package, less those inside its dependencies' declarations. */
function check(name, types) {
  const dir = join(root, 'packages', name)
  const files = declarationFiles(join(dir, 'dist/types'))
  if (files.length === 0) return [`packages/${name}: no declarations in dist/types (run the build)`]
  // Inside the package, so `types` resolve from its node_modules as in a dapp that has them.
  const config = join(dir, 'dist/declarations.tsconfig.json')
  const compilerOptions = {
    noEmit: true,
    strict: true,
    skipLibCheck: false,
    target: 'es2022',
    lib: ['es2022', 'dom', 'dom.iterable'],
    module: 'esnext',
    moduleResolution: 'bundler',
    types,
  }
  writeFileSync(config, JSON.stringify({ compilerOptions, files }))
  try {
    execFileSync(process.execPath, [tsc, '-p', config, '--pretty', 'false'], {
      cwd: dir,
      encoding: 'utf8',
    })
    return []
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`
    // An error inside a dependency's declarations is not ours to fix; any other fails, and so
    // does a run that printed no error line at all.
    const errors = output
      .split('\n')
      .filter((line) => line.includes('error TS') && !line.includes('node_modules/'))
    return errors.length > 0 || output.includes('error TS') ? errors : [output.trim()]
  } finally {
    rmSync(config, { force: true })
  }
}

const version = execFileSync(process.execPath, [tsc, '--version'], { encoding: 'utf8' }).trim()
let failed = false
for (const [name, types] of Object.entries(packages)) {
  const errors = check(name, types)
  if (errors.length === 0) {
    console.log(`@kit/${name}: declarations read cleanly by TypeScript ${version.split(' ')[1]}`)
  } else {
    failed = true
    console.error(`@kit/${name}: ${errors.length} error(s)\n${errors.join('\n')}`)
  }
}
process.exit(failed ? 1 : 0)
