import { fc, test } from '@fast-check/vitest'
import { afterAll, expect } from 'vitest'

/** Cases per property in an ordinary test run: enough to catch regressions, cheap enough for CI. */
const defaultRuns = 200

/**
 * How many cases each property runs: `KIT_FUZZ_RUNS` when it is set (the `pnpm fuzz` run),
 * otherwise a modest default for CI.
 */
export function getPropertyRuns(): number {
  const fromEnv = Number.parseInt(readEnv('KIT_FUZZ_RUNS') ?? '', 10)
  return Number.isSafeInteger(fromEnv) && fromEnv > 0 ? fromEnv : defaultRuns
}

/**
 * Reads an environment variable without Node's types: the packages that use this harness
 * type-check against the browser's globals only.
 */
function readEnv(name: string): string | undefined {
  const host = globalThis as { process?: { env?: Record<string, string | undefined> } }
  return host.process?.env?.[name]
}

type Arbitraries<Ts extends [unknown, ...unknown[]]> = { [K in keyof Ts]: fc.Arbitrary<Ts[K]> }

/** What one property reported after it ran: the fuzz runner prints these. */
export type PropertyReport = {
  name: string
  file: string
  runs: number
  slowestMs: number
  slowestInput: string
}

/**
 * Declares a property test through `@fast-check/vitest`, run `getPropertyRuns()` times. The
 * predicate returns `false` or throws to fail. When `KIT_FUZZ_REPORT` names a file, a JSON line
 * with the count of cases and the slowest input's time is appended to it.
 *
 * @example
 * propertyTest('parse never throws untyped', [fc.string()], (input) => {
 *   expectTypedOutcome(() => parse(input))
 * })
 */
export function propertyTest<Ts extends [unknown, ...unknown[]]>(
  name: string,
  arbitraries: Arbitraries<Ts>,
  predicate: (...args: Ts) => unknown,
  { timeout }: { timeout?: number } = {},
): void {
  const numRuns = getPropertyRuns()
  const stats = { runs: 0, slowestMs: -1, slowestInput: '' }
  const timed = async (...args: Ts) => {
    const start = performance.now()
    const outcome = await predicate(...args)
    const elapsed = performance.now() - start
    stats.runs += 1
    if (elapsed > stats.slowestMs) {
      stats.slowestMs = elapsed
      stats.slowestInput = fc.stringify(args)
    }
    return outcome
  }
  // About 2 ms per case, so a fuzz run of 100,000 cases has room without hiding a hang.
  const budget = timeout ?? Math.max(20_000, numRuns * 2)
  test.prop(arbitraries as never, { numRuns })(name, timed as never, budget)
  afterAll(async () => {
    await report({ name, file: expect.getState().testPath ?? '', ...stats })
  })
}

async function report(entry: PropertyReport): Promise<void> {
  const target = readEnv('KIT_FUZZ_REPORT')
  if (!target || entry.runs === 0) return
  // Loaded only when a report is asked for, by a specifier the type-checker does not follow.
  const fsSpecifier = 'node:fs'
  const { appendFileSync } = (await import(/* @vite-ignore */ fsSpecifier)) as {
    appendFileSync: (path: string, data: string) => void
  }
  const slowestInput =
    entry.slowestInput.length > 120 ? `${entry.slowestInput.slice(0, 117)}...` : entry.slowestInput
  appendFileSync(target, `${JSON.stringify({ ...entry, slowestInput })}\n`)
}
