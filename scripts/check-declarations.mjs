// Reads every published package's declarations (dist/types) with TypeScript 5.9, strict and as
// if skipLibCheck were off for them, as a dapp on TypeScript 5 reads them: the packages build with
// TypeScript 7, whose declaration output must stay readable by the compilers dapps use. Run after
// the build. Other @kit packages resolve through their `types` exports, as an installed copy's
// would. Only the packages' own files are checked; a dependency's declarations are read as far as
// they are used. Exits 1 on any error and prints it.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
// TypeScript 7 has no JavaScript API; 5.9's is the compiler under test here anyway.
import ts from 'typescript-5'
import { dappPackages } from './kitPackages.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
/**
 * The packages by the ambient types their declarations may use: `node` only for those that run
 * there. Each group is one program, so the declarations they share are read once.
 */
const groups = [
  {
    types: [],
    packages: dappPackages,
  },
  { types: ['node'], packages: ['devnet'] },
]

function declarationFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

function describe(diagnostic) {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
  if (!diagnostic.file || diagnostic.start === undefined)
    return `error TS${diagnostic.code}: ${text}`
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
  const at = relative(root, diagnostic.file.fileName)
  return `${at}(${line + 1},${character + 1}): error TS${diagnostic.code}: ${text}`
}

/** The errors TypeScript 5.9 finds in one group's declaration files. */
function check({ types, packages }) {
  const files = []
  for (const name of packages) {
    const found = declarationFiles(join(root, 'packages', name, 'dist/types'))
    if (found.length === 0)
      return [`packages/${name}: no declarations in dist/types (run the build)`]
    files.push(...found)
  }
  const options = {
    noEmit: true,
    strict: true,
    skipLibCheck: false,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types,
    // Ambient types come from the group's last package, as from a dapp's own node_modules.
    typeRoots: [join(root, 'packages', packages.at(-1), 'node_modules/@types')],
  }
  const program = ts.createProgram({ rootNames: files, options })
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((file) => {
      const source = program.getSourceFile(file)
      if (!source) return []
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
    }),
  ]
  return diagnostics
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
    .map(describe)
}

let failed = false
for (const group of groups) {
  const names = group.packages.map((name) => `@kit/${name}`).join(', ')
  const errors = check(group)
  if (errors.length === 0) {
    console.log(`${names}: declarations read cleanly by TypeScript ${ts.version}`)
  } else {
    failed = true
    console.error(`${names}: ${errors.length} error(s)\n${errors.join('\n')}`)
  }
}
process.exit(failed ? 1 : 0)
