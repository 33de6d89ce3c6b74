// Prints one closing line, "tests: N passed, N failed", from the Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const missing = []
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    missing.push(file)
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  }
}
for (const file of missing) console.log(`missing report: ${file}`)
if (missing.length > 0) failed += 1
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
