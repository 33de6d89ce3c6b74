import { appendFileSync } from 'node:fs'
import { fc, test } from '@fast-check/vitest'
import { afterAll, expect } from 'vitest'

/** Cases per property in an ordinary test run: enough to catch regressions, cheap enough for CI. */
const defaultRuns = 200

/**
 * How many cases each property runs: `KIT_FUZZ_RUNS` when it is set (the `pnpm fuzz` run),
 * otherwise a modest default for CI.
 */
export function getPropertyRuns(): number {
  const fromEnv = Number.parseInt(process.env.KIT_FUZZ_RUNS ?? '', 10)
  return Number.isSafeInteger(fromEnv) && fromEnv > 0 ? fromEnv : defaultRuns
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
  predicate: (...args: Ts) => boolean | undefined | Promise<boolean | undefined>,
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
  afterAll(() => {
    report({ name, file: expect.getState().testPath ?? '', ...stats })
  })
}

function report(entry: PropertyReport): void {
  const target = process.env.KIT_FUZZ_REPORT
  if (!target || entry.runs === 0) return
  const slowestInput =
    entry.slowestInput.length > 120 ? `${entry.slowestInput.slice(0, 117)}...` : entry.slowestInput
  appendFileSync(target, `${JSON.stringify({ ...entry, slowestInput })}\n`)
}
