// `pnpm fuzz`: runs every property test (`*.property.test.ts`) with many cases each and prints, per
// property, the number of cases and the slowest input's time. A benchmark, not a timed test.
// Usage: node tools/fuzz/scripts/fuzz.mjs [runs per property, default 100000] [vitest filters…]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const root = new URL('../../../', import.meta.url).pathname
const [runsArgument, ...filters] = process.argv.slice(2)
const runs = Number.parseInt(runsArgument ?? '100000', 10)
if (!Number.isSafeInteger(runs) || runs < 1) {
  console.error(`fuzz: runs must be a positive whole number, got ${runsArgument}`)
  process.exit(2)
}
const scratch = mkdtempSync(join(tmpdir(), 'kit-fuzz-'))
const reportFile = join(scratch, 'report.jsonl')
const started = Date.now()
const result = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--reporter=dot', ...(filters.length ? filters : ['.property.test.'])],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, KIT_FUZZ_RUNS: String(runs), KIT_FUZZ_REPORT: reportFile },
  },
)
let rows = []
try {
  rows = readFileSync(reportFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
} catch {}
rmSync(scratch, { recursive: true, force: true })

rows.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name))
console.log('\nproperty\tcases\tslowest ms\tslowest input')
for (const row of rows) {
  const where = row.file ? `${relative(root, row.file)} > ` : ''
  console.log(`${where}${row.name}\t${row.runs}\t${row.slowestMs.toFixed(3)}\t${row.slowestInput}`)
}
const total = rows.reduce((sum, row) => sum + row.runs, 0)
const short = rows.filter((row) => row.runs < runs)
console.log(
  `\n${rows.length} properties, ${total} cases in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
    `${short.length} ran fewer than ${runs} cases; vitest exit ${result.status}`,
)
process.exit(result.status === 0 && short.length === 0 ? 0 : 1)
