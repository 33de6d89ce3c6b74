// Prints what failed, then one closing line, "tests: N passed, N failed", from the Vitest and
// Playwright JSON reports. A run is read from its tail: every failed test, every test file that
// could not run, and Vitest's unhandled errors (from the log given with --log) are named there.
import { existsSync, readFileSync } from 'node:fs'
import { parseArgs, stripVTControlCharacters } from 'node:util'

const {
  positionals: reports,
  values: { log },
} = parseArgs({ options: { log: { type: 'string' } }, allowPositionals: true })

let passed = 0
let failed = 0
let skipped = 0
let unhandled = 0
const missing = []
const failures = []

/** The first line of an error message, without colours. */
function firstLine(text = '') {
  return (
    stripVTControlCharacters(text)
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  )
}

/** Vitest's report: failed tests, and failed files (a file that did not load has no tests). */
function readVitest(report) {
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  for (const file of report.testResults) {
    const name = file.name.replace(`${process.cwd()}/`, '')
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedTests)
      failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${name} (the file failed): ${firstLine(file.message)}`)
      failed += 1
    }
  }
}

/** Playwright's report: every test whose last result was not the expected one. */
function readPlaywright(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected') {
          const error = test.results.at(-1)?.error?.message
          failures.push(
            `${spec.file}:${spec.line} [${test.projectName}] › ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`,
          )
        }
    readPlaywright(suite.suites, path)
  }
}

for (const file of reports) {
  if (!existsSync(file)) {
    missing.push(file)
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) readVitest(report)
  else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
    readPlaywright(report.suites)
  }
}

// Vitest fails a run whose tests all passed when an error escaped them (a timer firing after
// its test's window was gone, say): its report does not hold them, its log does.
const lines =
  log && existsSync(log) ? stripVTControlCharacters(readFileSync(log, 'utf8')).split('\n') : []
const caught = lines.find((line) => /Vitest caught \d+ unhandled error/.test(line))
if (caught) {
  unhandled += Number(caught.match(/caught (\d+)/)?.[1] ?? 1)
  failures.push(caught.trim())
  lines.forEach((line, index) => {
    const heading = line.match(/^⎯+ (Uncaught Exception|Unhandled Rejection|Unhandled Error) ⎯+$/)
    if (heading) {
      const rest = lines.slice(index + 1)
      const frame = rest.find(
        (next) => /❯ .*packages\//.test(next) && !next.includes('node_modules'),
      )
      failures.push(
        `  ${heading[1]}: ${firstLine(rest.join('\n'))}${frame ? ` (${frame.trim()})` : ''}`,
      )
    }
    if (/This error originated in/.test(line))
      failures.push(`    ${firstLine(line).split('. It')[0]}`)
  })
}

for (const file of missing) console.log(`missing report: ${file}`)
if (missing.length > 0) failed += 1
if (failures.length > 0) console.log(`failed:\n${failures.map((line) => `  ${line}`).join('\n')}`)
if (unhandled > 0) console.log(`unhandled errors: ${unhandled} (the run fails on them)`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || unhandled > 0 ? 1 : 0)
